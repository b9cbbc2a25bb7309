// Exports and owner mail in the browser: an owner downloads a hotel's bookings as CSV (the file read
// back with csv-parse: its byte-order mark, a Sinhala title, the booking's row) and turns a mail
// switch on /account off and back on, at a phone and a desktop width. Each width has an owner of its
// own, so no other test's mail or hotels are touched.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { demoAccounts, expect, test } from '../fixtures';
import { colomboDate, settled, signInWith } from '../support/owner-admin';
import { expectNoSidewaysScroll } from '../support/sideways';

const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new owner made by the admin, their hotel, and the demo guest's booking of it. */
async function ownerWithABooking(request: APIRequestContext, width: number) {
  const admin = await tokenOf(request, demoAccounts.admin.email, demoAccounts.admin.password);
  const owner = { firstName: 'Ruwan', lastName: 'Export', email: `export-${width}-${run}@ceylon.test`, password: `Export-${run}#` };
  const made = await request.post('/api/users', { headers: bearer(admin), data: { ...owner, role: 'hotelOwner' } });
  expect(made.status()).toBe(201);
  const ownerToken = await tokenOf(request, owner.email, owner.password);
  const title = `ගාල්ල Export ${width} ${run}`;
  const hotel = await request.post('/api/hotels', {
    headers: bearer(ownerToken),
    data: {
      title,
      location: 'Galle',
      price: 80,
      description: 'An export test hotel',
      imageUrl: '/api/assets/hotels/colombo.svg',
      rating: 4,
    },
  });
  expect(hotel.status()).toBe(201);
  const hotelId = ((await hotel.json()) as { id: string }).id;
  const guest = await tokenOf(request, demoAccounts.guest.email, demoAccounts.guest.password);
  const checkIn = colomboDate(30 + (width % 7));
  const booking = await request.post('/api/bookings', {
    headers: bearer(guest),
    data: { hotelId, checkIn, checkOut: colomboDate(31 + (width % 7)), guests: 2 },
  });
  expect(booking.status()).toBe(201);
  const { reference } = (await booking.json()) as { reference: string };
  return { owner, ownerToken, title, hotelId, checkIn, reference };
}

for (const width of [390, 1280]) {
  test(`at ${width} px an owner downloads a hotel's bookings as CSV and turns a mail switch off and on`, async ({ page, request }) => {
    // Two pages, a download and four saves: more than the default on a loaded machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    const { owner, ownerToken, title, hotelId, checkIn, reference } = await ownerWithABooking(request, width);
    await signInWith(page, owner.email, owner.password);

    await page.goto(`/owner/bookings/${hotelId}`);
    await settled(page);
    const form = page.getByRole('region', { name: 'Export bookings (CSV)' });
    await form.getByLabel('From').fill(checkIn);
    await form.getByLabel('Status').selectOption('confirmed');
    await expectNoSidewaysScroll(page);
    const downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hotel-bookings-\d{4}-\d\d-\d\d\.csv$/);
    await expect(form.getByRole('status')).toHaveText(`Downloaded ${download.suggestedFilename()}.`);
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<Record<string, string>>(file, { bom: true, columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        Reference: reference,
        Hotel: title,
        Location: 'Galle',
        'Check-in': checkIn,
        Guests: '2',
        Status: 'confirmed',
      }),
    ]);

    // A refused filter is said by its box and the filter stays.
    await form.getByLabel('To').fill(checkIn.replace(/^(\d{4})/, (year) => String(Number(year) - 1)));
    await form.getByRole('button', { name: 'Download CSV' }).click();
    await expect(form.getByLabel('To')).toHaveAccessibleDescription('to must be on or after from');
    await expect(form.getByLabel('From')).toHaveValue(checkIn);

    await page.goto('/account');
    const switches = page.getByRole('group', { name: 'Send me an e-mail about' });
    const newBooking = switches.getByRole('switch', { name: 'A new booking' });
    await expect(newBooking).toBeChecked();
    const settings = async () =>
      (await (await request.get('/api/account/owner-mail', { headers: bearer(ownerToken) })).json()) as { bookingMade: boolean };
    await newBooking.click();
    await expect(page.getByText('Your e-mail settings are saved.')).toBeVisible();
    await expect(newBooking).not.toBeChecked();
    expect((await settings()).bookingMade).toBe(false);
    await page.reload();
    await expect(newBooking).not.toBeChecked();
    await newBooking.click();
    await expect(page.getByText('Your e-mail settings are saved.')).toBeVisible();
    await expect(newBooking).toBeChecked();
    expect((await settings()).bookingMade).toBe(true);
    await expectNoSidewaysScroll(page);
  });
}
