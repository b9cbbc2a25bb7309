// A stay booked in Sinhala from registration to the confirmation e-mail, which
// arrives in Sinhala because the account was made on a Sinhala page (decision 0034).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, pageIsInteractive, test } from '../fixtures';
import { mailSinkURL } from '../playwright.config';
import { addDays, apiToken, bearer, uniqueFutureCheckIn } from '../support/customer';

type Catalog = Record<string, string>;
const catalog = (app: string, file = `${app}/src/locales/si.json`): Catalog =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', file), 'utf8')) as Catalog;
const publicSi = catalog('remote-public');
const customerSi = catalog('remote-customer');
const apiSi = catalog('api');

/** A message with its `{name}` values put in, as the catalogs write them. */
const filled = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

// A seeded hotel no other booking journey uses; two nights, so no minimum stay stands in the way.
const HOTEL_TITLE = 'Nallur Heritage Inn';
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

test('a guest registers, books and reads the confirmation e-mail in Sinhala', async ({ page }) => {
  const person = { email: `sinhala-${run}@example.com`, password: `Lanka-Stay#${run}` };
  const hotels = (await (await page.request.get('/api/hotels?limit=100')).json()) as { id: string; title: string }[];
  const hotel = hotels.find((each) => each.title === HOTEL_TITLE);
  expect(hotel, 'a seeded hotel').toBeDefined();
  const checkIn = addDays(uniqueFutureCheckIn(), 23);
  const checkOut = addDays(checkIn, 2);
  let bookingId: string | null = null;

  try {
    await page.goto('/si/registration');
    await pageIsInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    const register = page.getByRole('main');
    await register.getByLabel(publicSi['public.field.firstName']!).fill('සඳුනි');
    await register.getByLabel(publicSi['public.field.lastName']!).fill('වික්‍රම');
    await register.getByLabel(publicSi['public.field.email']!).fill(person.email);
    await register.getByLabel(publicSi['public.field.password']!, { exact: true }).fill(person.password);
    await register.getByRole('button', { name: publicSi['public.register.submit'] }).click();
    await expect(page).toHaveURL(/\/si\/login$/);

    await page.getByLabel(publicSi['public.field.email']!).fill(person.email);
    await page.getByLabel(publicSi['public.field.password']!, { exact: true }).fill(person.password);
    await page.getByRole('main').getByRole('button', { name: publicSi['public.login.submit'] }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto(`/si/booking?hotelId=${hotel!.id}&checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
    await pageIsInteractive(page);
    await page.getByRole('button', { name: customerSi['customer.booking.confirm'] }).click();
    await page.waitForURL(/\/si\/booking\/success\?id=/);
    bookingId = new URL(page.url()).searchParams.get('id');
    await expect(page.getByRole('heading', { name: customerSi['customer.confirmation.title'] })).toBeVisible();
    const reference = (
      (await page
        .getByRole('main')
        .getByText(/^CS-[2-9A-HJKMNP-Z]{6}$/)
        .first()
        .textContent()) ?? ''
    ).trim();
    expect(reference).toMatch(/^CS-/);

    // The outbox worker delivers the mail to the run's SMTP server; it is written in Sinhala.
    const mails = async () =>
      ((await (await page.request.get(`${mailSinkURL}/mails`)).json()) as ReceivedMail[]).filter(
        (mail) => mail.to.includes(person.email) && mail.subject.includes(reference),
      );
    await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mails();
    expect(mail!.subject).toBe(filled(apiSi['booking.confirmed.subject']!, { hotel: HOTEL_TITLE, reference }));
    expect(mail!.text).toContain(`${apiSi['booking.fact.reference']}: ${reference}`);
    expect(mail!.text).toContain(filled(apiSi['booking.confirmed.news']!, { hotel: HOTEL_TITLE }));
    expect(mail!.html).toContain('<html lang="si">');
  } finally {
    if (bookingId) {
      const token = await apiToken(page.request, person);
      await page.request.put(`/api/bookings/${bookingId}/cancel`, { headers: bearer(token) });
    }
  }
});
