import type { Browser, Locator, Page, ViewportSize } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { addDays, bearer, myBookings, todayInColombo, uniqueFutureCheckIn } from '../support/customer';
import { answerConfirm, notice, settled, signInWith, usd } from '../support/owner-admin';
import { expectNoSidewaysScroll } from '../support/sideways';

// The promotion-code screens in the browser (docs/product.md §2.5, §2.6, §9): the demo owner
// adds a code for one of their hotels on its calendar page, a guest books with it, the used code can
// only be made inactive, and a later booking with it is refused; the admin adds and changes a
// site-wide code. Codes are new each run (the database lasts the whole run; codes are unique across
// the site). The hotel is one no other spec books, with no taxes, no season and no minimum stay.
const HOTEL_TITLE = 'Whale Watch Bay Villa';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.toUpperCase();

/** The promotion codes list of the page, and the entry of `code` in it. */
const codesList = (page: Page) => page.getByRole('list', { name: 'Promotion codes' });
const entryOf = (page: Page, code: string): Locator => codesList(page).getByRole('listitem').filter({ hasText: code });

/** A page of its own (another person in another browser), signed in, at the test's width. */
async function personPage(browser: Browser, viewport: ViewportSize, email: string, password: string) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const { token } = await signInWith(page, email, password);
  return { page, token };
}

/** Fills the promotion form's boxes that are given; the kind and date choice by their option text. */
async function fillCode(
  form: Locator,
  fields: {
    code?: string;
    kind?: string;
    value: string;
    appliesTo?: string;
    from?: string;
    until?: string;
    maxUses?: string;
    perGuest?: string;
  },
) {
  if (fields.code !== undefined) await form.getByLabel('Code', { exact: true }).fill(fields.code);
  if (fields.kind) await form.getByLabel('Discount', { exact: true }).selectOption({ label: fields.kind });
  await form.getByLabel(/^(Percentage \(%\)|Amount \(USD\))$/).fill(fields.value);
  if (fields.appliesTo) await form.getByLabel('The dates are').selectOption({ label: fields.appliesTo });
  if (fields.from) await form.getByLabel('From', { exact: true }).fill(fields.from);
  if (fields.until) await form.getByLabel('Until', { exact: true }).fill(fields.until);
  if (fields.maxUses) await form.getByLabel(/^Uses in all/).fill(fields.maxUses);
  if (fields.perGuest) await form.getByLabel(/^Uses per guest/).fill(fields.perGuest);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("an owner's code for one use: added on the calendar page, a guest books with it, then it can only be made inactive and is refused", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const code = `E2E-${viewport.width}-${run}`;
      // A stay far ahead (the hotel has few rooms and the server lasts the run), the code good for stays starting around it.
      const checkIn = uniqueFutureCheckIn(500);
      const checkOut = addDays(checkIn, 2);
      const [from, until] = [addDays(checkIn, -3), addDays(checkIn, 3)];

      // ── The owner adds the code on the hotel's calendar page, reached from My Hotels.
      await signIn(page, 'owner');
      await page.goto('/owner/my-hotels');
      await settled(page);
      await page
        .getByRole('article', { name: HOTEL_TITLE })
        .getByRole('link', { name: `Calendar for ${HOTEL_TITLE}` })
        .click();
      await expect(page).toHaveURL(/\/owner\/hotels\/[^/]+\/calendar$/);
      const hotelId = new URL(page.url()).pathname.split('/')[3]!;
      await settled(page);
      const section = page.getByRole('region', { name: 'Promotion codes' });
      const addForm = section.getByRole('form', { name: 'Add a promotion code' });
      await fillCode(addForm, { code, value: '15', from, until, maxUses: '1' });
      await addForm.getByRole('button', { name: 'Add code' }).click();
      await expect(notice(page, 'Promotion code added')).toBeVisible();
      const entry = entryOf(page, code);
      await expect(entry).toContainText(`${code} · 15% off · Active`);
      await expect(entry).toContainText(`Stays starting ${from} to ${until}`);
      await expect(entry).toContainText('1 uses in all');
      await expect(entry).toContainText('Not used yet');
      await expect(entry.getByRole('button', { name: `Remove ${code}` })).toBeVisible();
      await expect(entry.getByRole('button', { name: `Make ${code} inactive` })).toHaveCount(0);
      // The form empties for the next code.
      await expect(addForm.getByLabel('Code', { exact: true })).toHaveValue('');
      if (viewport.width < 640) await expectNoSidewaysScroll(page);

      // ── A guest applies it on the booking page, sees the discount before Confirm, and books.
      const guest = await personPage(browser, viewport, 'guest@ceylon.test', 'Guest#2025');
      let bookingId: string | null = null;
      try {
        await guest.page.goto(`/booking?hotelId=${hotelId}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
        const form = guest.page.getByRole('form', { name: `Book ${HOTEL_TITLE}` });
        const lines = form.getByRole('region', { name: 'Booking summary' }).getByLabel('Price breakdown');
        // Without taxes or a discount the summary is its total alone.
        await expect(form.getByTestId('stay-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
        const fullTotal = await form.getByTestId('stay-total').textContent();
        await form.getByLabel('Promotion code').fill(code.toLowerCase());
        await form.getByRole('button', { name: 'Apply' }).click();
        await expect(form.getByText(`Promotion code ${code} applied`)).toBeVisible();
        await expect(lines).toContainText('Room charge');
        await expect(lines).toContainText(`Promotion code ${code}−`);
        const shownTotal = await form.getByTestId('stay-total').textContent();
        expect(shownTotal).not.toBe(fullTotal);

        await form.getByRole('button', { name: 'Confirm Booking' }).click();
        await guest.page.waitForURL(/\/booking\/success\?id=/);
        bookingId = new URL(guest.page.url()).searchParams.get('id');
        const booked = (await myBookings(request, guest.token)).find((b) => b.id === bookingId);
        const breakdown = booked?.priceBreakdown;
        if (!booked || !breakdown?.discount) throw new Error(`booking ${bookingId} has no discount`);
        // What the page showed is what was booked: 15% of the room charge off, the lines adding up.
        expect(usd(booked.totalPrice)).toBe(shownTotal);
        expect(breakdown.discount.code).toBe(code);
        const cents = (amount: number) => Math.round(amount * 100);
        expect(cents(breakdown.discount.amount)).toBe(Math.round((cents(breakdown.roomCharge) * 15) / 100));
        expect(cents(breakdown.roomCharge) - cents(breakdown.discount.amount)).toBe(cents(breakdown.total));
        // The success page and My Bookings show the discount line, though the hotel charges no taxes.
        const discountLine = `Promotion code ${code}−${usd(breakdown.discount.amount)}`;
        await expect(guest.page.getByRole('main').getByLabel('Price breakdown')).toContainText(discountLine);
        await guest.page.goto('/customer/my-bookings');
        const stay = guest.page.getByRole('listitem').filter({ hasText: booked.reference ?? '' });
        await expect(stay.getByLabel('Price breakdown')).toContainText(discountLine);

        // ── The owner's list counts the use; a used code is kept: Make inactive instead of Remove.
        await page.reload();
        await settled(page);
        await expect(entry).toContainText('Used 1 time');
        await expect(entry.getByRole('button', { name: `Remove ${code}` })).toHaveCount(0);
        await entry.getByRole('button', { name: `Make ${code} inactive` }).click();
        await expect(notice(page, 'Promotion code made inactive')).toBeVisible();
        await expect(entry).toContainText(`${code} · 15% off · Inactive`);
        await expect(entry).toContainText('Used 1 time');
        await expect(entry.getByRole('button', { name: `Make ${code} inactive` })).toHaveCount(0);
        await expect(entry.getByRole('button', { name: `Remove ${code}` })).toHaveCount(0);

        // ── A second guest is told why the code no longer applies, by the page's check and by the booking alike.
        const person = {
          firstName: 'Kumari',
          lastName: 'Perera',
          email: `promo-${viewport.width}-${run}@example.com`,
          password: `Lagoon-Promo#${run}`,
        };
        expect((await request.post('/api/auth/register', { data: person })).status()).toBe(201);
        const second = await personPage(browser, viewport, person.email, person.password);
        await second.page.goto(`/booking?hotelId=${hotelId}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
        const secondForm = second.page.getByRole('form', { name: `Book ${HOTEL_TITLE}` });
        const secondLines = secondForm.getByRole('region', { name: 'Booking summary' }).getByLabel('Price breakdown');
        await expect(secondForm.getByTestId('stay-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
        const secondTotal = await secondForm.getByTestId('stay-total').textContent();
        await secondForm.getByLabel('Promotion code').fill(code);
        await secondForm.getByRole('button', { name: 'Apply' }).click();
        await expect(secondForm.getByRole('alert')).toHaveText('This promotion code is not active');
        await expect(secondLines).not.toContainText('Promotion code');
        await expect(secondForm.getByTestId('stay-total')).toHaveText(secondTotal ?? '');
        const refused = await request.post('/api/bookings', {
          headers: bearer(second.token),
          data: { hotelId, checkIn, checkOut, guests: 2, promotionCode: code },
        });
        expect(refused.status()).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toBe('This promotion code is not active');
        expect(await myBookings(request, second.token)).toEqual([]);
        await second.page.context().close();
      } finally {
        if (bookingId) await request.put(`/api/bookings/${bookingId}/cancel`, { headers: bearer(guest.token) });
        await guest.page.context().close();
      }
    });

    test('the admin adds a site-wide code at /admin/promotions and changes it', async ({ page }) => {
      const code = `SITE-${viewport.width}-${run}`;
      const today = todayInColombo();
      const token = await signIn(page, 'admin');
      await page.goto('/admin/promotions');
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const addForm = page.getByRole('form', { name: 'Add a promotion code' });
      await fillCode(addForm, {
        code,
        kind: 'Amount off the room charge',
        value: '12.5',
        appliesTo: 'Dates the booking is made',
        from: today,
        until: addDays(today, 30),
      });
      await addForm.getByRole('button', { name: 'Add code' }).click();
      await expect(notice(page, 'Promotion code added')).toBeVisible();
      const entry = entryOf(page, code);
      await expect(entry).toContainText(`${code} · $12.50 off · Active`);
      await expect(entry).toContainText(`Bookings made ${today} to ${addDays(today, 30)}`);
      await expect(entry).toContainText('No limits');
      await expect(entry).toContainText('Not used yet');
      if (viewport.width < 640) await expectNoSidewaysScroll(page);

      // Edit: the form says which code it changes, filled with it; a percentage and a limit per guest instead.
      await entry.getByRole('button', { name: `Edit ${code}` }).click();
      const changeForm = page.getByRole('form', { name: `Change ${code}` });
      await expect(changeForm.getByLabel('Code', { exact: true })).toHaveValue(code);
      await expect(changeForm.getByLabel('Amount (USD)')).toHaveValue('12.5');
      await fillCode(changeForm, { kind: 'Percentage of the room charge', value: '20', perGuest: '2' });
      await changeForm.getByRole('button', { name: 'Save code' }).click();
      await expect(notice(page, 'Promotion code changed')).toBeVisible();
      await expect(entry).toContainText(`${code} · 20% off · Active`);
      await expect(entry).toContainText(`Bookings made ${today} to ${addDays(today, 30)}`);
      await expect(entry).toContainText('2 per guest');
      await expect(page.getByRole('form', { name: 'Add a promotion code' })).toBeVisible();
      const listed = await page.request.get('/api/promotions', { headers: bearer(token) });
      const { promotions: stored } = (await listed.json()) as {
        promotions: { code: string; kind: string; value: number; maxUsesPerGuest: number | null; hotelId: string | null }[];
      };
      expect(stored.find((promotion) => promotion.code === code)).toMatchObject({
        kind: 'percent',
        value: 20,
        maxUsesPerGuest: 2,
        hotelId: null,
      });

      // Never used, so it can be removed (asked first): the site keeps no test code.
      await entry.getByRole('button', { name: `Remove ${code}` }).click();
      await answerConfirm(page, 'Remove this promotion code?', 'Remove code');
      await expect(notice(page, 'Promotion code removed')).toBeVisible();
      await expect(entry).toHaveCount(0);
    });
  });
}
