import { expect, signIn, test } from '../fixtures';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addDays, bearer, demoToken, todayInColombo } from '../support/customer';
import {
  answerConfirm,
  colomboDate,
  figure,
  notice,
  ownerTotalsOf,
  settled,
  signInWith,
  usd,
  type OwnedHotel,
  type SessionUser,
} from '../support/owner-admin';
import { expectNoSidewaysScroll } from '../support/sideways';

// Other people test against the same server at the same time: every name, e-mail and date here
// is unique to this run, and no assertion relies on how many hotels, users or bookings exist.
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * A one-night stay arriving today (Sri Lanka's date, as the dashboard counts it) at the first of the
 * demo owner's hotels with a room free tonight, booked by the demo guest; its reference. The demo
 * data has one too, but dated when the site was seeded, which may have been yesterday there.
 */
async function bookArrivalToday(api: APIRequestContext): Promise<string> {
  const owner = await demoToken(api, 'owner');
  const hotels = (await (await api.get('/api/hotels/my-hotels', { headers: bearer(owner) })).json()) as OwnedHotel[];
  const guest = await demoToken(api, 'guest');
  const checkIn = todayInColombo();
  const answers: string[] = [];
  for (const hotel of hotels) {
    const response = await api.post('/api/bookings', {
      headers: bearer(guest),
      data: { hotelId: hotel.id, checkIn, checkOut: addDays(checkIn, 1), guests: 1 },
    });
    if (response.status() === 201) return ((await response.json()) as { reference: string }).reference;
    answers.push(`${hotel.title}: ${response.status()} ${await response.text()}`);
  }
  throw new Error(`No demo hotel took a stay arriving today:\n${answers.join('\n')}`);
}

/** The owner's hotels as the page itself received them. */
async function gotoReadingMyHotels(page: Page, path: string) {
  const response = page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname === '/api/hotels/my-hotels' && candidate.request().method() === 'GET',
  );
  await page.goto(path);
  const hotels = (await (await response).json()) as OwnedHotel[];
  await settled(page);
  return hotels;
}

async function expectDashboardShows(page: Page, hotels: OwnedHotel[]) {
  const totals = ownerTotalsOf(hotels);
  const main = page.locator('main');
  await expect(figure(main, 'Total Hotels')).toHaveText(String(totals.hotels));
  await expect(figure(main, 'Total Bookings')).toHaveText(String(totals.bookings));
  await expect(figure(main, 'Total Revenue')).toHaveText(usd(totals.revenue));
}

test('an owner lists a hotel, a guest books it, the owner sees the booking, an admin deletes the hotel and the stay is cancelled', async ({
  page,
}) => {
  const title = `E2E Lagoon House ${run}`;
  const location = `Negombo ${run}`;
  const price = 123.45;
  const guests = 2;
  // A two-night stay on dates of this run's own, weeks ahead (within the two-year booking window).
  const offset = 40 + (Math.floor(Date.now() / 1000) % 600);
  const checkIn = colomboDate(offset);
  const checkOut = colomboDate(offset + 2);
  const total = 2 * price * guests;

  // ── The demo owner adds the hotel through Add Hotel.
  await signIn(page, 'owner');
  const before = await gotoReadingMyHotels(page, '/owner/dashboard');
  await expectDashboardShows(page, before);

  await page.getByRole('navigation', { name: 'Owner shortcuts' }).getByRole('link', { name: 'Add Hotel' }).click();
  await expect(page).toHaveURL(/\/owner\/create-hotel$/);
  const form = page.getByRole('form', { name: 'Add Hotel' });
  await form.getByRole('button', { name: 'Create Hotel' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Image URL is required')).toBeVisible();

  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Location', { exact: true }).fill(location);
  await form.getByLabel('Price per night (USD)').fill(String(price));
  await form.getByLabel('Rating (1–5)').fill('4.5');
  await form.getByLabel('Image URL').fill('/api/assets/hotels/galle.svg');
  await form.getByLabel('Description').fill('A quiet lagoon-side house made by an end-to-end test.');
  await form.getByLabel('Best Seller').check();
  await form.getByRole('button', { name: 'Create Hotel' }).click();
  await expect(notice(page, 'Hotel created successfully!')).toBeVisible();
  // The form empties itself after a successful creation (docs/product.md §4).
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Best Seller')).not.toBeChecked();

  // ── It is in My Hotels with no bookings yet…
  const mine = await gotoReadingMyHotels(page, '/owner/my-hotels');
  const created = mine.find((hotel) => hotel.title === title);
  expect(created, 'the new hotel is among the owner’s hotels').toBeDefined();
  const hotelId = created!.id;
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(location);
  await expect(figure(card, 'Price / night')).toHaveText(usd(price));
  await expect(figure(card, 'Bookings')).toHaveText('0');
  await expect(figure(card, 'Revenue')).toHaveText(usd(0));
  await expect(card.getByRole('link', { name: `View bookings for ${title}` })).toHaveAttribute('href', `/owner/bookings/${hotelId}`);

  // …and on Browse Hotels for everyone.
  await page.goto(`/browse-hotels`);
  await page.getByRole('searchbox', { name: 'Search by name or location' }).fill(title);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Book Now: ${title}` })).toBeVisible();

  // ── The demo guest finds it and books it through the booking page.
  await signIn(page, 'guest');
  const guest = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))) as SessionUser;
  await page.goto('/browse-hotels');
  await page.getByRole('searchbox', { name: 'Search by name or location' }).fill(title);
  await page.getByRole('link', { name: `Book Now: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?hotelId=${hotelId}`));
  const bookingForm = page.getByRole('form', { name: `Book ${title}` });
  await bookingForm.getByLabel('Check-in date').fill(checkIn);
  await bookingForm.getByLabel('Check-out date').fill(checkOut);
  await bookingForm.getByLabel('Guests').selectOption(String(guests));
  await expect(bookingForm).toContainText(usd(total));
  await bookingForm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Booking created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/success(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  await page.goto('/customer/my-bookings');
  const stay = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(stay).toHaveCount(1);
  await expect(stay).toContainText('confirmed');
  await expect(stay).toContainText(usd(total));

  // ── The owner sees the booking count and revenue change…
  await signIn(page, 'owner');
  await gotoReadingMyHotels(page, '/owner/my-hotels');
  await expect(figure(card, 'Bookings')).toHaveText('1');
  await expect(figure(card, 'Revenue')).toHaveText(usd(total));
  // …on the dashboard too: its totals are those of the hotels it was given, which now include this booking.
  const after = await gotoReadingMyHotels(page, '/owner/dashboard');
  const ours = after.find((hotel) => hotel.id === hotelId);
  expect(ours?.bookings).toEqual([expect.objectContaining({ status: 'confirmed', totalPrice: total })]);
  await expectDashboardShows(page, after);

  // …and the booking itself under /owner/bookings/{id}, reached from the card.
  await page.goto('/owner/my-hotels');
  await card.getByRole('link', { name: `View bookings for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/bookings/${hotelId}$`));
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bookings for ${title}`);
  const table = page.getByRole('table', { name: `Bookings for ${title}` });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const cells = rows.first().getByRole('cell');
  await expect(cells).toHaveText([
    /^CS-[2-9A-HJKMNP-Z]{6}$/,
    `${guest.firstName} ${guest.lastName}`,
    checkIn,
    checkOut,
    String(guests),
    usd(total),
    'Confirmed',
  ]);

  // ── An admin deletes the hotel with the site's own confirm dialog (Cancel first keeps it).
  await signIn(page, 'admin');
  await page.goto('/admin/HotelManagement');
  await settled(page);
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Best Seller');

  // Edit opens pre-filled; Save Changes stores the change and closes the modal.
  await listed.getByRole('button', { name: `Edit ${title}` }).click();
  const editHotel = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(editHotel.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(editHotel.getByLabel('Location', { exact: true })).toHaveValue(location);
  await expect(editHotel.getByLabel('Price per night (USD)')).toHaveValue(String(price));
  await expect(editHotel.getByLabel('Best Seller')).toBeChecked();
  await editHotel.getByLabel('Price per night (USD)').fill('150');
  await editHotel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, 'Hotel updated successfully!')).toBeVisible();
  await expect(editHotel).toHaveCount(0);
  await expect(listed).toContainText(`${usd(150)} / night`);
  expect(((await (await page.request.get(`/api/hotels/${hotelId}`)).json()) as { price: number }).price).toBe(150);

  await listed.getByRole('button', { name: `Delete ${title}` }).click();
  await answerConfirm(page, 'Are you sure you want to delete this hotel?', 'Keep hotel');
  await expect(listed).toHaveCount(1);

  await listed.getByRole('button', { name: `Delete ${title}` }).click();
  await answerConfirm(page, 'Are you sure you want to delete this hotel?', 'Delete hotel');
  await expect(notice(page, 'Hotel deleted successfully!')).toBeVisible();
  await expect(listed).toHaveCount(0);
  expect((await page.request.get(`/api/hotels/${hotelId}`)).status()).toBe(404);

  // ── The guest's booking of it now shows cancelled, with no Cancel Booking button.
  await signIn(page, 'guest');
  await page.goto('/customer/my-bookings');
  await expect(stay).toHaveCount(1);
  await expect(stay).toContainText(/cancelled/i);
  await expect(stay).not.toContainText(/confirmed/i);
  await expect(stay.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  // ── And the owner no longer has it.
  await signIn(page, 'owner');
  await page.goto(`/owner/bookings/${hotelId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotel not found');
});

test('an admin creates an owner account and renames a user with a blank password; the old password still works', async ({ page }) => {
  const email = `e2e.owner.${run}@ceylon.test`;
  const password = `Owner-${run}`;
  const firstName = `Nimal${run}`;
  const renamed = `Kamal${run}`;
  const lastName = 'Perera';

  await signIn(page, 'admin');
  await page.goto('/admin/UserManagement');
  await settled(page);

  // ── Create User: a blank modal with role User by default; the admin picks Hotel Owner.
  await page.getByRole('button', { name: 'Create User' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(createDialog.getByLabel('First Name')).toHaveValue('');
  await expect(createDialog.getByLabel('Role')).toHaveValue('user');
  await createDialog.getByLabel('First Name').fill(firstName);
  await createDialog.getByLabel('Last Name').fill(lastName);
  await createDialog.getByLabel('Email', { exact: true }).fill(email);
  await createDialog.getByLabel('Role').selectOption({ label: 'Hotel Owner' });
  await createDialog.getByLabel('Password').fill(password);
  await createDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(notice(page, 'User created successfully')).toBeVisible();
  await expect(createDialog).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([`${firstName} ${lastName}`, email, 'Hotel Owner', /Edit\s*Delete/]);

  // ── Edit: pre-filled, password blank; only the first name changes.
  await row.getByRole('button', { name: `Edit ${firstName} ${lastName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByLabel('First Name')).toHaveValue(firstName);
  await expect(editDialog.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(editDialog.getByLabel('Role')).toHaveValue('hotelOwner');
  await expect(editDialog.getByLabel('Password')).toHaveValue('');
  await expect(editDialog.getByText('Leave blank to keep the current password.')).toBeVisible();
  const sent = page.waitForRequest((request) => request.method() === 'PUT' && /\/api\/users\/[^/]+$/.test(new URL(request.url()).pathname));
  await editDialog.getByLabel('First Name').fill(renamed);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, 'User updated successfully')).toBeVisible();
  await expect(editDialog).toHaveCount(0);
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ firstName: renamed, lastName, email, role: 'hotelOwner' });
  expect(body.password ?? '').toBe('');
  await expect(row.getByRole('cell').first()).toHaveText(`${renamed} ${lastName}`);

  // The list after a reload says the same: the change is stored.
  await page.reload();
  await settled(page);
  await expect(row.getByRole('cell').first()).toHaveText(`${renamed} ${lastName}`);

  // ── The old password still logs in, as a hotel owner with the new name.
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { user } = (await login.json()) as { user: SessionUser };
  expect(user).toMatchObject({ firstName: renamed, lastName, email, role: 'hotelOwner' });

  // ── The new account is a working owner account: its own, empty, owner dashboard.
  await signInWith(page, email, password);
  await page.goto('/owner/dashboard');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owner Dashboard');
  await expect(page.locator('main')).toContainText(`Welcome back, ${renamed}`);
  await expect(figure(page.locator('main'), 'Total Hotels')).toHaveText('0');
  await expect(figure(page.locator('main'), 'Total Bookings')).toHaveText('0');
  await expect(figure(page.locator('main'), 'Total Revenue')).toHaveText(usd(0));

  // It can list a hotel, which then counts on its dashboard, and delete it from My Hotels.
  const ownTitle = `E2E Owner Cottage ${run}`;
  await page.goto('/owner/create-hotel');
  const form = page.getByRole('form', { name: 'Add Hotel' });
  await form.getByLabel('Title', { exact: true }).fill(ownTitle);
  await form.getByLabel('Location', { exact: true }).fill('Ella');
  await form.getByLabel('Price per night (USD)').fill('80');
  await form.getByLabel('Rating (1–5)').fill('4');
  await form.getByLabel('Image URL').fill('/api/assets/hotels/ella.svg');
  await form.getByRole('button', { name: 'Create Hotel' }).click();
  await expect(notice(page, 'Hotel created successfully!')).toBeVisible();
  await page.goto('/owner/dashboard');
  await settled(page);
  await expect(figure(page.locator('main'), 'Total Hotels')).toHaveText('1');
  await expect(figure(page.locator('main'), 'Total Bookings')).toHaveText('0');

  await page.goto('/owner/my-hotels');
  await settled(page);
  const ownCard = page.getByRole('article', { name: ownTitle });
  await ownCard.getByRole('button', { name: `Delete ${ownTitle}` }).click();
  await answerConfirm(page, 'Are you sure you want to delete this hotel?', 'Keep hotel');
  await expect(ownCard).toHaveCount(1);
  await ownCard.getByRole('button', { name: `Delete ${ownTitle}` }).click();
  await answerConfirm(page, 'Are you sure you want to delete this hotel?', 'Delete hotel');
  await expect(notice(page, 'Hotel deleted successfully')).toBeVisible();
  await expect(ownCard).toHaveCount(0);
  await expect(page.getByText('You have not added any hotels yet.')).toBeVisible();

  // ── Tidy up through the UI: the admin deletes the account (confirm dialog, notice).
  await signIn(page, 'admin');
  await page.goto('/admin/UserManagement');
  await settled(page);
  await row.getByRole('button', { name: `Delete ${renamed} ${lastName}` }).click();
  await answerConfirm(page, 'Are you sure you want to delete this user?', 'Delete user');
  await expect(notice(page, 'User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
});

test('a customer opening the admin or owner pages lands on the home page', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  await page.goto('/owner/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Owner Dashboard' })).toHaveCount(0);

  // An owner is not an admin either.
  await signIn(page, 'owner');
  await page.goto('/admin/UserManagement');
  await expect(page).toHaveURL(/\/$/);
});

for (const width of [390, 1280]) {
  test(`owner and admin screens at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const shot = (name: string) => page.screenshot({ path: screenshotPath(testInfo, name, width), fullPage: true });

    const arriving = await bookArrivalToday(page.request);
    await signIn(page, 'owner');
    const hotels = await gotoReadingMyHotels(page, '/owner/dashboard');
    // Today's lists (with the stay just booked) and the three charts, each with its table.
    await expect(page.getByRole('heading', { name: /^Arriving today \([1-9]/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Arriving today' })).toContainText(arriving);
    await expectCharts(page, 'all your hotels');
    await expectNoSidewaysScroll(page);
    await shot('owner-dashboard');
    // One hotel's figures.
    await page.getByLabel('Show figures for').selectOption({ label: hotels[0]!.title });
    await expect(page.getByRole('table', { name: `Revenue by month, ${hotels[0]!.title}`, includeHidden: true })).toBeAttached();
    await expectNoSidewaysScroll(page);

    await page.goto('/owner/my-hotels');
    await settled(page);
    await expectNoSidewaysScroll(page);
    await shot('owner-my-hotels');

    await page.goto('/owner/create-hotel');
    await settled(page);
    await expectNoSidewaysScroll(page);
    await shot('owner-create-hotel');

    // A seeded hotel of the demo owner's that has bookings.
    const booked = hotels.find((hotel) => (hotel.bookings ?? []).length > 0);
    expect(booked, 'a hotel of the demo owner with bookings').toBeDefined();
    await page.goto(`/owner/bookings/${booked!.id}`);
    await settled(page);
    await expect(page.getByRole('table', { name: `Bookings for ${booked!.title}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('owner-hotel-bookings');

    await signIn(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The six figures fill whole rows: no lone tile on a row of its own.
    const rows = await tileRows(page);
    expect(rows.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(new Set(rows).size, `tiles per row: ${rows.join(', ')}`).toBe(1);
    await expectCharts(page, 'all hotels');
    await expectNoSidewaysScroll(page);
    await shot('admin-dashboard');

    await page.goto('/admin/UserManagement');
    await settled(page);
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('admin-users');

    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The Role select is as tall as the other inputs (the password hint must not stretch it).
    const editUser = page.getByRole('dialog', { name: 'Edit User' });
    const roleHeight = (await editUser.getByLabel('Role').boundingBox())!.height;
    const inputHeight = (await editUser.getByLabel('First Name').boundingBox())!.height;
    expect(Math.abs(roleHeight - inputHeight), `Role ${roleHeight}px, First Name ${inputHeight}px`).toBeLessThanOrEqual(2);
    await shot('admin-users-edit-modal');
    await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('dialog', { name: 'Create User' })).toBeVisible();
    await shot('admin-users-create-modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/admin/HotelManagement');
    await settled(page);
    await expectNoSidewaysScroll(page);
    await shot('admin-hotels');

    // The edit modal opens pre-filled; Cancel closes it without saving.
    const first = page
      .getByRole('main')
      .getByRole('button', { name: /^Edit / })
      .first();
    const hotelTitle = ((await first.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await first.click();
    const editHotel = page.getByRole('dialog', { name: 'Edit Hotel' });
    await expect(editHotel.getByLabel('Title', { exact: true })).toHaveValue(hotelTitle);
    await expect(editHotel.getByLabel('Image URL')).not.toHaveValue('');
    await expectNoSidewaysScroll(page);
    await shot('admin-hotels-edit-modal');
    await editHotel.getByRole('button', { name: 'Cancel' }).click();
    await expect(editHotel).toHaveCount(0);
  });
}

/**
 * The dashboard's three charts are drawn (Recharts' bars, loaded lazily) within the page's width,
 * and "Show as table" opens each one's table of 18 months or 26 weeks.
 */
async function expectCharts(page: Page, scope: string) {
  for (const [title, rows] of [
    ['Occupancy by month', 19],
    ['Revenue by month', 19],
    ['Bookings made per week', 27],
  ] as const) {
    const chart = page.getByRole('img', { name: new RegExp(`^${title}: bar chart`) });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
    const box = (await chart.boundingBox())!;
    expect(box.x + box.width, `${title} fits the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
    const figure = page.getByRole('region', { name: title, exact: true });
    await figure.getByText('Show as table').click();
    await expect(figure.getByRole('table', { name: `${title}, ${scope}` }).getByRole('row')).toHaveCount(rows);
  }
}

/** How many of the admin dashboard's figure tiles sit on each row. */
async function tileRows(page: Page) {
  const tops = await page
    .locator('main dl')
    .first()
    .locator(':scope > div')
    .evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)));
  const perRow = new Map<number, number>();
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  return [...perRow.values()];
}

function screenshotPath(testInfo: TestInfo, name: string, width: number) {
  return testInfo.outputPath(`${name}-${width}.png`);
}
