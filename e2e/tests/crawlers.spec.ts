import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { pageRoutes } from '@ceylon/shell/route-table';
import { townSlug } from '@ceylon/shared/domain';
import { expect, test } from '../fixtures';
import { htmlErrors } from '../support/html-checker';

// What a crawler or a link preview gets from the running site, with no
// JavaScript, and the served and rendered pages as the W3C HTML checker reads them.

interface Hotel {
  id: string;
  title: string;
  location: string;
}

const preview = { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function aHotel(request: APIRequestContext): Promise<Hotel> {
  const response = await request.get('/api/hotels?limit=1');
  expect(response.status()).toBe(200);
  const [hotel] = (await response.json()) as Hotel[];
  return hotel!;
}

test('a link preview of a hotel shows its name, town and picture; a hotel that is not there is a 404 page', async ({ request }) => {
  const hotel = await aHotel(request);
  const response = await request.get(`/hotels/${hotel.id}`, { headers: preview });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(unescape(metaContent(html, 'og:title') ?? '')).toBe(`${hotel.title}, ${hotel.location} | Ceylon Stays`);
  expect(unescape(metaContent(html, 'og:description') ?? '')).toContain(`${hotel.location} · from $`);
  expect(metaContent(html, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/hotels/${hotel.id}$`));
  const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; name?: string },
  );
  expect(data.map((item) => item['@type'])).toEqual(['Hotel', 'BreadcrumbList']);
  expect(data[0]!.name).toBe(hotel.title);

  const missing = await request.get(`/hotels/${randomUUID()}`, { headers: preview });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>Page not found | Ceylon Stays</title>');
});

test('robots.txt names the sitemap, and the sitemap reaches every public page and the hotels', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin/dashboard$');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const index = await request.get(new URL(sitemapUrl!).pathname);
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Each file once in each language: English where it always was, Sinhala and Tamil under theirs.
  expect(files).toEqual(
    ['', '/si', '/ta'].flatMap((language) =>
      ['pages.xml', 'destinations.xml', 'hotels-1.xml'].map((file) => `/sitemaps${language}/${file}`),
    ),
  );

  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toContain('/about</loc>');
  const hotel = await aHotel(request);
  // Every town with hotels has its page in the sitemap: the demo hotel's town among them.
  const towns = await (await request.get('/sitemaps/destinations.xml')).text();
  expect(towns).toContain(`/destinations/${townSlug(hotel.location)}</loc><lastmod>`);
  const hotels = await (await request.get('/sitemaps/hotels-1.xml')).text();
  expect(hotels).toContain(`/hotels/${hotel.id}</loc><lastmod>`);
  const tamilHotels = await (await request.get('/sitemaps/ta/hotels-1.xml')).text();
  expect(tamilHotels).toContain(`/ta/hotels/${hotel.id}</loc><lastmod>`);
  expect(tamilHotels).toContain(`<xhtml:link rel="alternate" hreflang="si" href="${new URL(sitemapUrl!).origin}/si/hotels/${hotel.id}"/>`);
});

test('every public page, as the server sends it and as the browser renders it, is valid HTML', async ({ page, request }) => {
  test.setTimeout(300_000);
  const hotel = await aHotel(request);
  const heading = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const openPages = pageRoutes
    .filter((route) => (route.guard === 'public' || route.guard === 'guest-only') && !route.path.includes(':'))
    .map((route) => route.path)
    .filter((path) => path !== '/' && path !== '/about');
  const pages: [string, () => Promise<void>][] = [
    ['/', () => expect(page.getByRole('region', { name: 'Featured Hotels' }).getByRole('article')).toHaveCount(4)],
    ['/about', () => expect(page.getByRole('heading', { level: 1, name: 'About Ceylon Stays' })).toBeVisible()],
    // The calendar's nights were 70 errors, one a night, before its cells left their role to the table.
    [
      `/hotels/${hotel.id}`,
      () => expect(page.getByRole('region', { name: 'Free nights and prices' }).getByRole('grid').first()).toBeVisible(),
    ],
    ...openPages.map((path): [string, () => Promise<void>] => [path, heading]),
    ['/no-such-page', heading],
  ];
  const documents: Record<string, string> = {};
  for (const [path, shown] of pages) {
    documents[`served ${path}`] = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    await page.goto(path);
    await shown();
    documents[`rendered ${path}`] = `<!doctype html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
  }
  const errors = await htmlErrors(documents);
  expect(errors).toEqual(Object.fromEntries(Object.keys(documents).map((name) => [name, []])));
});
