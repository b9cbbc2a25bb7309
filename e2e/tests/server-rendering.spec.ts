import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { pageRoutes } from '@ceylon/shell/route-table';
import { demoAccounts, expect, pageIsInteractive, test } from '../fixtures';
import { collectProblems } from '../support/page-problems';

// The pages anyone may see arrive rendered by the server, read without
// JavaScript, and the browser hydrates them (takes over the server's very elements) with no error.

async function aHotelPath(request: APIRequestContext): Promise<string> {
  const [hotel] = (await (await request.get('/api/hotels?limit=1')).json()) as { id: string }[];
  return `/hotels/${hotel!.id}`;
}

/**
 * Every path the route table renders on the server that needs no parameter, a hotel's page, a
 * hotel that is not there, a town's page (the demo's Kandy), a town with no hotels, and a path that is no page.
 */
async function serverRenderedPaths(request: APIRequestContext): Promise<string[]> {
  const plain = pageRoutes
    .filter((route) => (route.guard === 'public' || route.guard === 'guest-only') && !route.path.includes(':'))
    .map((route) => route.path);
  return [
    ...plain,
    await aHotelPath(request),
    '/hotels/00000000-0000-4000-8000-000000000000',
    '/destinations/kandy',
    '/destinations/atlantis',
    '/no-such-page',
  ];
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();

/** `check` on a page of a browser with JavaScript off: what a crawler or a link preview reads. */
async function withoutJavaScript(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The URLs of the page's requests that `wanted` picks, as they are sent. */
function requestsOf(page: Page, wanted: (url: URL) => boolean): URL[] {
  const reads: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (wanted(url)) reads.push(url);
  });
  return reads;
}

const firstReview = (page: Page) =>
  page
    .getByRole('list', { name: /^Reviews of / })
    .getByRole('listitem')
    .first();

test('with JavaScript off, every public page shows its top bar, its heading and its footer', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const paths = await serverRenderedPaths(request);
  await withoutJavaScript(browser, async (page) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      await expect(heading(page), path).not.toBeEmpty();
      await expect(page.getByText('needs JavaScript'), path).toHaveCount(0);
    }
  });
});

test('the browser hydrates every public page: the server’s elements stay, no hydration error, and the page works', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page);
  // The heading the server sent, kept aside before any script runs: hydration keeps that very element.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('#root main h1') });
    });
  });

  for (const path of await serverRenderedPaths(request)) {
    problems.length = 0;
    await page.goto(path);
    await pageIsInteractive(page);
    await expect(heading(page), path).toBeVisible();
    const sameHeading = await page.evaluate(
      () => (window as { serverHeading?: Element }).serverHeading === document.querySelector('#root main h1'),
    );
    expect(sameHeading, path).toBe(true);
    expect(problems, path).toEqual([]);
  }

  // Interactive as before: the router takes a click, the form answers.
  await page.goto('/login');
  await pageIsInteractive(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(heading(page)).toBeVisible();
});

test('the home page’s featured hotels come with it, read by the server: the browser does not read them again', async ({
  browser,
  page,
}) => {
  await withoutJavaScript(browser, async (bare) => {
    await bare.goto('/');
    await expect(bare.getByRole('region', { name: 'Featured Hotels' }).getByRole('article')).toHaveCount(4);
  });

  const reads = requestsOf(page, (url) => url.pathname === '/api/hotels');
  await page.goto('/');
  await pageIsInteractive(page);
  await expect(page.getByRole('region', { name: 'Featured Hotels' }).getByRole('article')).toHaveCount(4);
  expect(reads).toEqual([]);
  // The rest is still read on demand, after the four the server read.
  await page.getByRole('button', { name: 'View All Hotels' }).click();
  await expect.poll(() => reads.map((url) => url.search)).toEqual([expect.stringMatching(/^\?limit=20&cursor=/)]);
});

test('a hotel’s page comes with the hotel, its first reviews and its free nights, read by the server: the browser reads none again', async ({
  browser,
  page,
  request,
}) => {
  const hotels = (await (await request.get('/api/hotels?limit=50')).json()) as { id: string; reviewCount: number }[];
  const reviewed = hotels.find((hotel) => hotel.reviewCount > 0);
  expect(reviewed, 'the demo data has a reviewed hotel').toBeDefined();
  const path = `/hotels/${reviewed!.id}`;

  await withoutJavaScript(browser, async (bare) => {
    await bare.goto(path);
    await expect(firstReview(bare)).toBeVisible();
    await expect(bare.getByText('Loading free nights…')).toHaveCount(0);
    await expect(bare.getByText('Loading reviews…')).toHaveCount(0);
  });

  const reads = requestsOf(page, (url) => url.pathname.startsWith(`/api${path}`));
  await page.goto(path);
  await pageIsInteractive(page);
  await expect(heading(page)).toBeVisible();
  await expect(firstReview(page)).toBeVisible();
  expect(reads).toEqual([]);
});

test('a town’s page arrives with its hotels, read by the server: without JavaScript, and in a browser that reads none again', async ({
  browser,
  page,
  request,
}) => {
  const kandy = ((await (await request.get('/api/destinations/kandy')).json()) as { hotels: { id: string; title: string }[] }).hotels;
  expect(kandy.length, 'the demo data has a hotel in Kandy').toBeGreaterThan(0);

  await withoutJavaScript(browser, async (bare) => {
    const response = await bare.goto('/destinations/kandy');
    expect(response?.status()).toBe(200);
    await expect(bare).toHaveTitle('Hotels in Kandy | Ceylon Stays');
    await expect(heading(bare)).toHaveText('Hotels in Kandy');
    const cards = bare.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(kandy.length);
    for (const hotel of kandy) {
      await expect(cards.getByRole('link', { name: hotel.title, exact: true })).toHaveAttribute('href', `/hotels/${hotel.id}`);
    }
    await expect(cards.first()).toContainText('/ night');
    await expect(bare.getByText('Loading hotels…')).toHaveCount(0);

    // A crawler reaches it from pages it already knows, before any script runs.
    await bare.goto('/');
    await expect(bare.getByRole('region', { name: 'Popular destinations' }).getByRole('link', { name: 'Kandy' })).toHaveAttribute(
      'href',
      '/destinations/kandy',
    );
    await bare.goto('/attractions');
    await expect(bare.getByRole('region', { name: 'Hotels by town' }).getByRole('link', { name: 'Kandy' })).toHaveAttribute(
      'href',
      '/destinations/kandy',
    );
  });

  const reads = requestsOf(page, (url) => url.pathname.startsWith('/api/destinations'));
  await page.goto('/destinations/kandy');
  await pageIsInteractive(page);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(kandy.length);
  expect(reads).toEqual([]);
});

test('a town no hotel is in is a real 404, with the site’s not-found page', async ({ request }) => {
  const response = await request.get('/destinations/atlantis');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>Page not found | Ceylon Stays</title>');
  expect(html).toContain('We couldn&#x27;t find that page');
});

test('the home page’s Kandy leads to the town’s page and on to a hotel, with no hydration error on the way', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');
  await pageIsInteractive(page);
  const destinations = page.getByRole('region', { name: 'Popular destinations' });
  // Linked in the server's page, before any script ran: the tile's town has hotels.
  await expect(destinations.getByRole('link', { name: 'Kandy' })).toHaveAttribute('href', '/destinations/kandy');
  await destinations.getByRole('link', { name: 'Kandy' }).click();
  await expect(page).toHaveURL(/\/destinations\/kandy$/);
  await expect(heading(page)).toHaveText('Hotels in Kandy');
  await expect(page).toHaveTitle('Hotels in Kandy | Ceylon Stays');

  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/hotels\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText(title);
  expect(problems).toEqual([]);
});

test('a signed-in page is left to the browser: the server sends the app shell with the page’s title', async ({ request }) => {
  const response = await request.get('/customer/my-bookings');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<div id="?root"?><\/div>/);
  expect(html).toContain('<title>My Bookings | Ceylon Stays</title>');
});

test('a login typed and sent before the page’s scripts have run is kept, and sent once they have: nothing in the address bar', async ({
  page,
}) => {
  // The shell's own script waits until the visitor has typed and pressed Enter: a slow network.
  let scriptsMayCome!: () => void;
  const held = new Promise<void>((resolve) => (scriptsMayCome = resolve));
  const shellScript = /^\/main\.[0-9a-f]+\.js$/;
  await page.route(
    (url) => shellScript.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const asksForLogin: string[] = [];
  page.on('request', (sent) => new URL(sent.url()).pathname === '/login' && asksForLogin.push(sent.method()));

  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill(demoAccounts.guest.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccounts.guest.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');

  scriptsMayCome();
  await expect(page).toHaveURL(/\/HomeUser$/);
  expect(new URL(page.url()).search).toBe('');
  // The page itself, and no form sent to it by the browser.
  expect(asksForLogin).toEqual(['GET']);
});

test('`/` carries only the English it draws: its calendar brings its own words, the next page the rest of the components’ (decision 0038)', async ({
  page,
}) => {
  const problems = collectProblems(page);
  // @ceylon/shared's English beyond what the shell and `/` draw: a chunk of the shell's own.
  const restOfEnglish = requestsOf(page, (url) => /\/shared-en\.[0-9a-f]+\.js$/.test(url.pathname));
  await page.goto('/');
  await pageIsInteractive(page);
  const search = page.getByRole('search');
  await search.getByRole('button', { name: 'Choose dates on a calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog.getByText('Choose your check-in date.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go to the Next Month' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(restOfEnglish).toEqual([]);

  // The other pages bring it, before they show: a town's, then a hotel's with its reviews and booking words.
  await page.getByRole('region', { name: 'Popular destinations' }).getByRole('link', { name: 'Kandy' }).click();
  await expect(heading(page)).toHaveText('Hotels in Kandy');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByRole('main')).toContainText(/a night per guest|per night/);
  expect(restOfEnglish).toHaveLength(1);
  await expect(page.getByRole('main')).not.toContainText(/\bshared\.[a-z]/);
  // The pages' English titles are the route table's (the shell's English carries no second copy).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About us | Ceylon Stays');
  expect(problems).toEqual([]);
});
