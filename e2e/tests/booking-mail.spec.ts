// A booking made in the browser gets a reference and an e-mail that is really sent —
// through the outbox to the run's SMTP server (support/mail-sink.ts) — with a calendar file.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { mailSinkURL } from '../playwright.config';
import { addDays, bearer, uniqueFutureCheckIn } from '../support/customer';
import { axe } from '../support/accessibility';

// A seeded hotel that the other booking journeys do not use.
const HOTEL_TITLE = 'Tea Country Planters Bungalow';
const GUEST_EMAIL = 'guest@ceylon.test';
const OWNER_EMAIL = 'owner@ceylon.test';

interface ReceivedMail {
  messageId?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename?: string; contentType: string; content: string }[];
}

/** axe on the page; the preview's empty-sandbox frame runs no script, so axe cannot enter it (it would wait forever). */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page, { iframes: false }).exclude('iframe[sandbox]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The mails sent to `to` about the booking `reference` (its hotel's owner gets one of their own). */
async function mailsAbout(page: Page, reference: string, to = GUEST_EMAIL): Promise<ReceivedMail[]> {
  const response = await page.request.get(`${mailSinkURL}/mails`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ReceivedMail[]).filter((mail) => mail.subject.includes(reference) && mail.to.includes(to));
}

test('a booking made in the browser shows its reference and sends the confirmation with a calendar file', async ({ page }) => {
  const token = await signIn(page, 'guest');
  const hotels = (await (await page.request.get('/api/hotels?limit=100')).json()) as { id: string; title: string }[];
  const hotel = hotels.find((h) => h.title === HOTEL_TITLE);
  expect(hotel, 'a seeded hotel').toBeDefined();
  const checkIn = addDays(uniqueFutureCheckIn(), 11);
  const checkOut = addDays(checkIn, 2);
  let bookingId: string | null = null;

  try {
    await page.goto(`/booking?hotelId=${hotel!.id}&checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
    const form = page.getByRole('form', { name: `Book ${hotel!.title}` });
    await expect(form.getByLabel('Check-in date')).toHaveValue(checkIn);
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForURL(/\/booking\/success\?id=/);
    bookingId = new URL(page.url()).searchParams.get('id');

    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(/Your booking reference is CS-[2-9A-HJKMNP-Z]{6}/);
    const reference = (
      (await main
        .getByText(/^CS-[2-9A-HJKMNP-Z]{6}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    // The page says where the e-mail goes: still on its way, or already sent.
    await expect(main).toContainText(new RegExp(`A confirmation e-mail (is on its way to|was sent to) ${GUEST_EMAIL.replace('.', '\\.')}`));

    // The outbox worker delivers it to the SMTP server within a few polls.
    await expect.poll(async () => (await mailsAbout(page, reference)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsAbout(page, reference);
    expect(mail!.to).toBe(GUEST_EMAIL);
    expect(mail!.subject).toBe(`Booking confirmed: ${hotel!.title} (${reference})`);
    expect(mail!.messageId).toMatch(/^<outbox-\d+@ceylon-stays>$/);
    expect(mail!.text).toContain(`Booking reference: ${reference}`);
    expect(mail!.text).toMatch(/Free cancellation until .+ at 2:00 pm \(Asia\/Colombo, Sri Lanka time\)/);
    expect(mail!.html).toContain(reference);
    const calendar = mail!.attachments.find((a) => a.filename === `${reference}.ics`);
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.content).toContain(`UID:${reference}@ceylon-stays`);
    expect(calendar?.content).toContain(`DTSTART:${checkIn.replace(/-/g, '')}T083000Z`);

    // The hotel's owner hears of it too, never given the guest's address.
    await expect.poll(async () => (await mailsAbout(page, reference, OWNER_EMAIL)).length, { timeout: 30_000 }).toBe(1);
    const [ownerMail] = await mailsAbout(page, reference, OWNER_EMAIL);
    expect(ownerMail!.subject).toBe(`New booking: ${hotel!.title} (${reference})`);
    expect(ownerMail!.text).not.toContain(GUEST_EMAIL);

    // After delivery the page, read again, says the e-mail was sent.
    await page.reload();
    await expect(page.getByRole('main')).toContainText(`A confirmation e-mail was sent to ${GUEST_EMAIL}.`);
    await expectNoAxeViolations(page);

    // My Bookings shows the reference too.
    await page.goto('/customer/my-bookings');
    await expect(page.getByRole('main')).toContainText(reference);

    // An admin finds the booking by its reference and sees the message in the outbox.
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard');
    const finder = page.getByRole('region', { name: 'Find a booking' });
    await finder.getByLabel('Booking reference').fill(reference.toLowerCase());
    await finder.getByRole('button', { name: 'Find' }).click();
    await expect(finder.getByRole('heading', { name: new RegExp(`Booking ${reference}`) })).toBeVisible();
    await expect(finder).toContainText(hotel!.title);
    await page.goto('/admin/outbox');
    const table = page.getByRole('table');
    await expect(table).toContainText(`Booking confirmed: ${hotel!.title} (${reference})`);
    await expectNoAxeViolations(page);
    // The preview shows the text, and the HTML only in an empty sandbox.
    const row = table.getByRole('row').filter({ hasText: `Booking confirmed: ${hotel!.title} (${reference})` });
    await row.getByRole('button', { name: /^Preview message/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Text of the message')).toContainText(`Booking reference: ${reference}`);
    await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
    await expectNoAxeViolations(page);
  } finally {
    if (bookingId) await page.request.put(`/api/bookings/${bookingId}/cancel`, { headers: bearer(token) });
  }
});
