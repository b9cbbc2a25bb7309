import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { horizontalOverflow, isoDateIn, loadEveryImage, logInAs, submitLogin } from '../support/public';

const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
const CONTACT_FAILURE = 'Sorry, there was an error sending your message. Please try again later.';

interface Hotel {
  id: string;
  title: string;
}

const isHotelList = (url: string, method: string) => method === 'GET' && new URL(url).pathname === '/api/hotels';

async function fillContactForm(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name', { exact: true }).fill('Nimali Perera');
  await form.getByLabel('Email', { exact: true }).fill('nimali@example.com');
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Message', { exact: true }).fill('Do you arrange airport pick-ups from Katunayake?');
  return form;
}

test('a visitor opens and folds the featured hotels, and Book It leads through login to that hotel’s booking form', async ({ page }) => {
  const listed = () => page.waitForResponse((response) => isHotelList(response.url(), response.request().method()));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isHotelList(request.url(), request.method())) asked.push(request.url());
  });
  await page.goto('/');
  // Home shows only four hotels, read by the server with the page: the
  // browser asks for none. X-Total-Count says how many there are.
  const shown = await page.request.get('/api/hotels?limit=4');
  const total = Number(shown.headers()['x-total-count']);
  expect(total).toBeGreaterThan(4);
  const [firstHotel] = (await shown.json()) as [Hotel];

  const featured = page.getByRole('region', { name: 'Featured Hotels' });
  const cards = featured.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading')).toHaveText(firstHotel.title);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  expect(asked).toEqual([]);

  const viewAll = featured.getByRole('button', { name: 'View All Hotels' });
  await expect(viewAll).toHaveAttribute('aria-expanded', 'false');
  const nextPage = listed();
  await viewAll.click();
  const [target] = (await (await nextPage).json()) as [Hotel];
  // The rest come a page (20) at a time.
  await expect(cards).toHaveCount(Math.min(total, 24));
  const viewLess = featured.getByRole('button', { name: 'View Less' });
  await expect(viewLess).toHaveAttribute('aria-expanded', 'true');

  await viewLess.click();
  await expect(cards).toHaveCount(4);
  await expect(featured.getByRole('button', { name: 'View All Hotels' })).toBeVisible();

  // Book a hotel that is only shown once the list is opened.
  await featured.getByRole('button', { name: 'View All Hotels' }).click();
  const card = cards.nth(4);
  await expect(card.getByRole('heading')).toHaveText(target.title);
  await card.getByRole('link', { name: `Book It: ${target.title}` }).click();

  await logInAs(page, 'guest');
  await page.getByRole('button', { name: 'Login Success' }).waitFor();
  await expect(page).toHaveURL(`/booking?hotelId=${target.id}`);
  const bookingForm = page.getByRole('form', { name: `Book ${target.title}` });
  await expect(bookingForm).toBeVisible();
  await expect(bookingForm.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: target.title, level: 2 })).toBeVisible();
});

test('the hero search of a visitor ends, after login, on Browse Hotels with its filters set', async ({ page }) => {
  const checkIn = isoDateIn(30);
  const checkOut = isoDateIn(33);
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find a hotel' });
  await search.getByLabel('Hotels').fill('Kandy');
  await search.getByLabel('Check In').fill(checkIn);
  await search.getByLabel('Check Out').fill(checkOut);
  await search.getByLabel('Guests').selectOption('3');
  await search.getByLabel('Rooms').selectOption('2');
  await search.getByRole('button', { name: 'BOOK NOW' }).click();

  await logInAs(page, 'guest');
  await expect(page).toHaveURL(/\/browse-hotels\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ q: 'Kandy', checkIn, checkOut, guests: '3', rooms: '2' });

  await expect(page.getByRole('heading', { name: 'Browse Hotels', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search by name or location' })).toHaveValue('Kandy');
  await expect(page.getByText(`Your stay: ${checkIn} to ${checkOut} · 3 guests · 2 rooms`)).toBeVisible();

  // The list is filtered: only hotels named after or in Kandy, each booking carrying the stay.
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toBeVisible();
  const count = await results.count();
  const allHotels = (await (await page.request.get('/api/hotels')).json()) as unknown[];
  expect(count).toBeLessThan(allHotels.length);
  for (let index = 0; index < count; index += 1) await expect(results.nth(index)).toContainText(/kandy/i);
  const bookNow = new URL(
    (await results
      .first()
      .getByRole('link', { name: /^Book Now:/ })
      .getAttribute('href')) ?? '',
    page.url(),
  );
  expect(bookNow.pathname).toBe('/booking');
  expect(bookNow.searchParams.get('checkIn')).toBe(checkIn);
  expect(bookNow.searchParams.get('checkOut')).toBe(checkOut);
  expect(bookNow.searchParams.get('guests')).toBe('3');
});

test('the contact form thanks the sender and empties itself', async ({ page }) => {
  await page.goto('/contact');
  const form = await fillContactForm(page, `Airport transfer ${Date.now()}`);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/send-email') && request.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();

  expect((await sent).postDataJSON()).toMatchObject({ name: 'Nimali Perera', email: 'nimali@example.com' });
  await expect(form.getByRole('status')).toHaveText(CONTACT_SUCCESS);
  await expect(form.getByRole('alert')).toHaveText('');
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  // The banner clears itself after 5 seconds (well inside expect's own wait, even on a busy machine).
  await expect(form.getByRole('status')).toHaveText('');
});

test('when the server fails, the contact form says so and keeps the message', async ({ page }) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/send-email', async (route) => {
    await answered;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'mail server down' }) });
  });

  await page.goto('/contact');
  const subject = `Airport transfer ${Date.now()}`;
  const form = await fillContactForm(page, subject);
  await form.getByRole('button', { name: 'Send Message' }).click();

  // While the request is pending the button reads Sending... and cannot be pressed again.
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer();

  await expect(form.getByRole('alert')).toHaveText(CONTACT_FAILURE);
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(form.getByLabel('Subject', { exact: true })).toHaveValue(subject);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('nimali@example.com');
});

test('a visitor registers a new account and logs in with it', async ({ page }) => {
  const stamp = Date.now();
  const email = `traveller.${stamp}@example.com`;
  const password = `Lanka#${stamp}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Tharindu');
  await form.getByLabel('Last name').fill(`Silva${stamp}`);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/HomeUser$/);
  await expect(page.getByRole('banner').getByText('Hi! Tharindu')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string; role?: string } | null);
  expect(stored).toMatchObject({ email, role: 'user' });

  // The same address cannot be registered twice.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/registration');
  await form.getByLabel('First name').fill('Tharindu');
  await form.getByLabel('Last name').fill('Again');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this e-mail already exists' })).toBeVisible();
  await expect(page).toHaveURL(/\/registration$/);
});

test('a wrong password shows Login Failed, then Login again after 2 seconds', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'guest@ceylon.test', 'not-the-password');

  const failed = page.getByRole('button', { name: 'Login Failed' });
  await failed.waitFor();
  const failedAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Login Failed' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible({ timeout: 5_000 });
  // Never sooner than its two seconds (timers do not fire early); how much later a busy machine may take is not this test's to say.
  expect(Date.now() - failedAt).toBeGreaterThan(1_500);

  // Still a visitor, still on the login page, and the form works again.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(failed).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`public pages at ${width} px: screenshots, and nothing wider than the screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const pages = [
      { name: 'home', path: '/', ready: page.getByRole('region', { name: 'Featured Hotels' }).getByRole('article').first() },
      { name: 'about', path: '/about', ready: page.getByRole('heading', { name: 'About Ceylon Stays', level: 1 }) },
      { name: 'contact', path: '/contact', ready: page.getByRole('form', { name: 'Send us a message' }) },
      { name: 'login', path: '/login', ready: page.getByRole('form', { name: 'Log in' }) },
    ];
    const overflowing: string[] = [];
    for (const { name, path, ready } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await loadEveryImage(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      const overflow = await horizontalOverflow(page);
      if (overflow.scrollWidth > overflow.width || overflow.offenders.length > 0) overflowing.push(`${name}: ${JSON.stringify(overflow)}`);
    }
    expect(overflowing).toEqual([]);

    // Cards line up with their section's heading: the guest stories too (a figure has margins of its own).
    await page.goto('/');
    const stories = page.getByRole('region', { name: 'What our guests say' });
    const heading = await stories.getByRole('heading', { level: 2 }).boundingBox();
    const quotes = stories.locator('figure');
    await expect(quotes).toHaveCount(3);
    const first = await quotes.first().boundingBox();
    expect(Math.abs((first?.x ?? -100) - (heading?.x ?? 0))).toBeLessThanOrEqual(1);
  });
}
