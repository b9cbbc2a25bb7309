import type { BrowserContextOptions } from '@playwright/test';
import { pageRoutes } from '@ceylon/shell/route-table';
import { demoAccounts, expect, test } from '../fixtures';
import { ensureConfirmedBooking, sessionState, settled, Sweep } from '../support/accessibility';
import { bearer, type BookingRow } from '../support/customer';
import { type OwnedHotel } from '../support/owner-admin';
import { expectNoSidewaysScroll } from '../support/sideways';

/**
 * Every page of every role, in the states the browser tests reach, at a phone and a desktop
 * width: axe finds nothing, of any impact. One browser context per role and width,
 * signed in through stored sessions rather than the login page, keeps the sweep quick.
 */

// Every page anyone may open, read from the shell's route table so a new one is swept too.
const publicPaths = pageRoutes.filter((route) => route.guard === 'public').map((route) => route.path);
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

type Role = 'guest' | 'owner' | 'admin' | 'newcomer';
const states = {} as Record<Role, BrowserContextOptions['storageState']>;
let hotelId = '';
let ownedHotelId = '';

test.beforeAll(async ({ request, baseURL }) => {
  const origin = baseURL!;
  const guest = await sessionState(request, origin, demoAccounts.guest);
  const owner = await sessionState(request, origin, demoAccounts.owner);
  states.guest = guest.state;
  states.owner = owner.state;
  states.admin = (await sessionState(request, origin, demoAccounts.admin)).state;

  // A customer with no bookings, for the empty My Bookings.
  const newcomer = { firstName: 'Nimali', lastName: 'Perera', email: `a11y-${run}@ceylon.test`, password: `Quiet-Harbour#${run}` };
  expect((await request.post('/api/auth/register', { data: newcomer })).status()).toBe(201);
  states.newcomer = (await sessionState(request, origin, { email: newcomer.email, password: newcomer.password })).state;

  const hotels = (await (await request.get('/api/hotels')).json()) as { id: string }[];
  hotelId = hotels[0]!.id;
  const mine = (await (await request.get('/api/hotels/my-hotels', { headers: bearer(owner.token) })).json()) as OwnedHotel[];
  ownedHotelId = (mine.find((hotel) => (hotel.bookings ?? []).length > 0) ?? mine[0])!.id;

  // The demo guest needs a confirmed booking to be asked about cancelling it.
  await ensureConfirmedBooking(request, guest.token);
});

/** Checks the first row's Edit dialog, then its Delete question (answered no). */
async function checkRowDialogs(sweep: Sweep, screen: string, editDialog: string) {
  const { page } = sweep;
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: editDialog })).toBeVisible();
  await sweep.check(`${screen} editing`);
  await page.keyboard.press('Escape');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Delete /, disabled: false })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await sweep.check(`${screen} asking to delete`);
  await page.keyboard.press('Escape');
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  const phone = viewport.width < 640;
  const at = `${viewport.width}px`;

  test(`visitor pages and states at ${at}`, async ({ browser }) => {
    // A sweep runs axe on screen after screen, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(300_000);
    const sweep = await Sweep.open(browser, `visitor ${at}`, { viewport });
    const { page } = sweep;
    for (const path of publicPaths) await sweep.visit(path.replace(':id', hotelId).replace(':town', 'kandy'));
    await sweep.visit('/no-such-page', '404');

    await page.goto('/');
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await sweep.check('/ with the menu open');
      await page.keyboard.press('Escape');
    }

    await sweep.visit('/about');
    const next = page.getByRole('button', { name: 'Next services' });
    while (await next.isEnabled()) await next.click();
    await sweep.check('/about carousel at its end');

    await sweep.visit('/contact');
    await page.getByRole('form', { name: 'Send us a message' }).getByRole('button').last().click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await sweep.check('/contact with errors');

    await sweep.visit('/registration');
    await page.getByRole('form', { name: 'Create an account' }).getByRole('button').last().click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await sweep.check('/registration with errors');

    await sweep.visit('/login');
    await page.getByLabel('Email', { exact: true }).fill(demoAccounts.guest.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: /Login Failed/ })).toBeVisible();
    await sweep.check('/login failed');
    await sweep.finish();
  });

  test(`customer pages and states at ${at}`, async ({ browser }) => {
    // A sweep runs axe on screen after screen, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(300_000);
    const sweep = await Sweep.open(browser, `customer ${at}`, { viewport, storageState: states.guest });
    const { page } = sweep;
    for (const path of ['/HomeUser', '/customer/dashboard', `/hotels/${hotelId}`, '/browse-hotels']) await sweep.visit(path);

    await page.getByRole('searchbox', { name: 'Search by name or location' }).fill(`nowhere ${run}`);
    await expect(page.getByText('No hotels found matching your criteria.')).toBeVisible();
    await sweep.check('/browse-hotels with no match');

    await sweep.visit(`/booking?hotelId=${hotelId}`, '/booking');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await sweep.check('/booking with an error');
    await sweep.visit('/booking?hotelId=no-such-hotel', '/booking of a missing hotel');

    await sweep.visit('/customer/my-bookings');
    await page.getByRole('button', { name: 'Cancel Booking' }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await sweep.check('/customer/my-bookings asking to cancel');
    await page.keyboard.press('Escape');

    const bookings = page.waitForResponse((response) => response.url().includes('/api/bookings/my-bookings'));
    await page.goto('/customer/my-bookings');
    const [latest] = (await (await bookings).json()) as BookingRow[];
    await sweep.visit(`/booking/success?id=${latest!.id}`, '/booking/success');
    await sweep.finish();
  });

  test(`newcomer and owner pages and states at ${at}`, async ({ browser }) => {
    // A sweep runs axe on screen after screen, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(300_000);
    const sweep = await Sweep.open(browser, `newcomer ${at}`, { viewport, storageState: states.newcomer });
    await sweep.visit('/customer/my-bookings', '/customer/my-bookings, empty');

    const page = await sweep.switchTo(`owner ${at}`, { viewport, storageState: states.owner });
    for (const path of ['/owner/dashboard', `/owner/bookings/${ownedHotelId}`, '/owner/bookings/no-such-hotel']) await sweep.visit(path);

    await sweep.visit('/owner/create-hotel');
    await page.getByRole('form', { name: 'Add Hotel' }).getByRole('button', { name: 'Create Hotel' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await sweep.check('/owner/create-hotel with errors');

    await sweep.visit('/owner/my-hotels');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await sweep.check('/owner/my-hotels asking to delete');
    await sweep.finish();
  });

  test(`admin pages and states at ${at}`, async ({ browser }) => {
    // A sweep runs axe on screen after screen, seconds each on a loaded machine: the limit is for a hang.
    test.setTimeout(300_000);
    const sweep = await Sweep.open(browser, `admin ${at}`, { viewport, storageState: states.admin });
    const { page } = sweep;
    await sweep.visit('/admin/dashboard');

    await sweep.visit('/admin/UserManagement');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('dialog', { name: 'Create User' })).toBeVisible();
    await sweep.check('/admin/UserManagement creating a user');
    await page.keyboard.press('Escape');
    await checkRowDialogs(sweep, '/admin/UserManagement', 'Edit User');

    await sweep.visit('/admin/HotelManagement');
    await checkRowDialogs(sweep, '/admin/HotelManagement', 'Edit Hotel');
    await sweep.visit('/admin/promotions');
    await sweep.visit('/admin/exchange-rates');
    await sweep.finish();
  });
}

test('at 360px the users and hotel-bookings tables are cards with every action on screen', async ({ browser }, testInfo) => {
  const viewport = { width: 360, height: 740 };
  const screens = [
    { role: 'admin' as const, path: '/admin/UserManagement', table: 'Users', name: 'admin-users' },
    { role: 'owner' as const, path: `/owner/bookings/${ownedHotelId}`, table: /^Bookings for /, name: 'owner-hotel-bookings' },
  ];
  for (const { role, path, table, name } of screens) {
    const context = await browser.newContext({ viewport, storageState: states[role] });
    const page = await context.newPage();
    await page.goto(path);
    await settled(page);
    const rows = page.getByRole('table', { name: table }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${name}-360.png`), fullPage: true });
    // Nothing scrolls sideways: every cell and button of the first rows lies inside the screen.
    for (const box of await rows
      .locator('td, button')
      .evaluateAll((elements) => elements.slice(0, 24).map((element) => element.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }
});

test('with reduced motion asked for, the menu and buttons do not animate', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/about');
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const longest = await page.evaluate(() =>
    Math.max(0, ...document.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration ?? 0))),
  );
  expect(longest).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
  const transition = await page
    .getByRole('button', { name: 'Next services' })
    .evaluate((button) => getComputedStyle(button).transitionDuration);
  for (const duration of transition.split(',')) expect(parseFloat(duration)).toBeLessThanOrEqual(0.001);
  await context.close();
});

test('text at 200% loses nothing: no page at 1280px scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: states.admin });
  const page = await context.newPage();
  // Text-only zoom, as a browser's "text size" setting does it: the root font size doubles.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    }),
  );
  for (const path of [
    '/',
    '/about',
    '/services',
    '/contact',
    '/cancellations',
    `/hotels/${hotelId}`,
    '/browse-hotels',
    '/admin/dashboard',
    '/admin/UserManagement',
    '/admin/HotelManagement',
  ]) {
    await page.goto(path);
    await settled(page);
    await expectNoSidewaysScroll(page);
  }
  await context.close();
});
