import type { FastifyPluginAsync } from 'fastify';
import type { Destination, DestinationPage, Hotel } from '@ceylon/shared/domain';
import { LANGUAGES } from '@ceylon/shared/languages';
import { openReleaseStore } from '../../store';
import { fakeDist, tempDir } from '../../store/testing/fake-dist';
import { buildWebServer } from '../build-web-server';
import { startForTest } from '../testing/http-client';

// What crawlers and link previews get from the server, before any JavaScript.

const site = 'https://stays.example.com';
const hotelId = '11111111-1111-4111-8111-111111111111';
const bareHotelId = '22222222-2222-4222-8222-222222222222';
const slowHotelId = '33333333-3333-4333-8333-333333333333';
const missingId = '44444444-4444-4444-8444-444444444444';

const photo = {
  id: '55555555-5555-4555-8555-555555555555',
  caption: 'Pool at dusk',
  width: 1600,
  height: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
  variants: [
    { url: '/api/photos/p-480.webp', format: 'webp', width: 480, height: 300 },
    { url: '/api/photos/p-960.webp', format: 'webp', width: 960, height: 600 },
    { url: '/api/photos/p-1600.webp', format: 'webp', width: 1600, height: 1000 },
    { url: '/api/photos/p-960.avif', format: 'avif', width: 960, height: 600 },
  ],
} as const;

const hotel = {
  id: hotelId,
  title: 'Lagoon <House> & "Spa"',
  location: 'Galle',
  price: 120,
  description: 'Twelve rooms on the lagoon, a short tuk-tuk ride from the fort. </script><script>alert(1)</script>',
  imageUrl: '/api/assets/hotels/galle.svg',
  rating: 4,
  bestSeller: false,
  rooms: 12,
  guestScore: 8.6,
  reviewCount: 14,
  amenities: ['wifi', 'pool'],
  address: '12 Lighthouse Street',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  cover: photo,
  photos: [photo],
  creator: { id: '66666666-6666-4666-8666-666666666666', name: 'Owner' },
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as Hotel;

const bareHotel = { ...hotel, id: bareHotelId, title: 'Hill Bungalow', guestScore: null, reviewCount: 0, cover: null, photos: [] };

/** Kandy's two pages of hotels: a photo on the first page's second hotel, none on the second page's. */
const kandyPage = (page: number): DestinationPage => ({
  slug: 'kandy',
  name: 'Kandy',
  hotelCount: 30,
  page,
  pageSize: 24,
  pageCount: 2,
  hotels: page === 1 ? [bareHotel, hotel] : [bareHotel],
});

const towns: Destination[] = [
  { slug: 'galle', name: 'Galle', hotelCount: 1, lastmod: '2026-01-01T00:00:00.000Z' },
  { slug: 'kandy', name: 'Kandy', hotelCount: 30, lastmod: '2026-03-04T05:06:07.000Z' },
  { slug: 'nuwara-eliya', name: 'Nuwara Eliya', hotelCount: 2, lastmod: '2025-12-01T00:00:00.000Z' },
];

let releaseSlowHotel: () => void = () => undefined;
let releaseSlowTown: () => void = () => undefined;
let sitemapUp = true;
let townsListed: Destination[] | 'down' = towns;
const townsAsked: string[] = [];

// Stands in for @ceylon/api: the routes the server reads for pages and the sitemap, as the API answers them.
const standInApi: FastifyPluginAsync = async (api) => {
  api.get('/sitemap/hotels', async (_request, reply) =>
    sitemapUp
      ? { pageSize: 50_000, files: [{ page: 1, count: 2, lastmod: '2026-02-03T04:05:06.000Z' }] }
      : reply.code(503).send({ message: 'down' }),
  );
  api.get('/sitemap/hotels/:page', async (request, reply) =>
    (request.params as { page: string }).page === '1'
      ? {
          hotels: [
            { id: hotelId, lastmod: '2026-02-03T04:05:06.000Z' },
            { id: bareHotelId, lastmod: '2026-01-01T00:00:00.000Z' },
          ],
        }
      : reply.code(404).send({ message: 'Sitemap page not found' }),
  );
  api.get('/destinations', async (_request, reply) =>
    townsListed === 'down' ? reply.code(503).send({ message: 'down' }) : { towns: townsListed },
  );
  api.get('/destinations/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const page = Number((request.query as { page?: string }).page ?? 1);
    townsAsked.push(request.url);
    if (slug === 'slow-town') {
      await new Promise<void>((resolve) => (releaseSlowTown = resolve));
      return kandyPage(1);
    }
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return reply.code(400).send({ message: 'bad slug' });
    return slug === 'kandy' && page <= 2 ? kandyPage(page) : reply.code(404).send({ message: 'Town not found' });
  });
  api.get('/hotels/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === hotelId) return hotel;
    if (id === bareHotelId) return bareHotel;
    if (id === slowHotelId) {
      await new Promise<void>((resolve) => (releaseSlowHotel = resolve));
      return hotel;
    }
    return /^[0-9a-f-]{36}$/.test(id) ? reply.code(404).send({ message: 'Hotel not found' }) : reply.code(400).send({ message: 'bad id' });
  });
};

// The shell's page as its build writes it: its own title and description, which give way to the page's.
const shellPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" />' +
  '<meta name="description" content="built-in" /><title>Ceylon Stays</title><script defer src="/main.0123456789ab.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

async function start() {
  const store = openReleaseStore(await tempDir('seo'));
  const shell = (await store.storeBuild('shell', await fakeDist({ 'index.html': shellPage }))).version;
  await store.activate('shell', shell, 'test');
  const server = await buildWebServer({ storeRoot: store.root, siteUrl: site, api: { plugin: standInApi, options: {} } });
  return { server, get: await startForTest(server) };
}

let s: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  releaseSlowHotel();
  releaseSlowTown();
  await s.server.close();
});

const metaContent = (body: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(body)?.[1];
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1];
const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string },
  );

describe('every page URL answers its page', () => {
  test.each([
    ['a link-preview bot', { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' }],
    ['a client with no Accept header', { 'user-agent': 'WhatsApp/2.23' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
  ])('%s gets HTML', async (_who, headers) => {
    const response = await s.get('/about', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(response.body)).toBe('About us | Ceylon Stays');
  });

  test('a script that asks only for JSON gets a JSON 404', async () => {
    const response = await s.get('/about', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('the head of a public page', () => {
  test('names the page, describes it and gives its one address and share card', async () => {
    const { body } = await s.get('/about', { accept: '*/*' });
    expect(metaContent(body, 'description')).toMatch(/^Ceylon Stays is a small Colombo team/);
    expect(canonicalOf(body)).toBe(`${site}/about`);
    expect(metaContent(body, 'og:url')).toBe(`${site}/about`);
    expect(metaContent(body, 'og:title')).toBe('About us | Ceylon Stays');
    expect(metaContent(body, 'twitter:card')).toBe('summary');
    // The shell build's own title and description are gone: one of each.
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).not.toContain('built-in');
  });

  test('keeps <meta charset> first, within the first 1,024 bytes, and the nonce meta valid', async () => {
    const { body } = await s.get('/', { accept: '*/*' });
    expect(body.indexOf('<meta charset="utf-8" />')).toBeLessThan(1024 - 30);
    expect(body.indexOf('<meta charset')).toBeLessThan(body.indexOf('<title>'));
    expect(body).toMatch(/<meta property="csp-nonce" content="" nonce="[A-Za-z0-9+/=]+">/);
  });

  test('the home page says who runs the site and what it is', async () => {
    const { body } = await s.get('/', { accept: '*/*' });
    expect(titleOf(body)).toBe('Ceylon Stays');
    expect(canonicalOf(body)).toBe(`${site}/`);
    expect(jsonLd(body).map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  });

  test('a path in another case points at the route’s own spelling', async () => {
    const { body } = await s.get('/ABOUT', { accept: '*/*' });
    expect(canonicalOf(body)).toBe(`${site}/about`);
  });

  test('account steps and signed-in pages are named but kept out of search results', async () => {
    for (const [path, title] of [
      ['/reset-password', 'Choose a new password'],
      ['/owner/dashboard', 'Owner dashboard'],
      ['/customer/my-bookings', 'My Bookings'],
    ] as const) {
      const response = await s.get(path, { accept: '*/*' });
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(`${title} | Ceylon Stays`);
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(canonicalOf(response.body)).toBeUndefined();
    }
  });
});

describe('a hotel’s page', () => {
  test('shares its name, town, price, score and cover photo, escaped', async () => {
    const response = await s.get(`/hotels/${hotelId}`, { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' });
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(titleOf(body)).toBe('Lagoon &lt;House&gt; &amp; &quot;Spa&quot;, Galle | Ceylon Stays');
    expect(metaContent(body, 'og:description')).toMatch(/^Galle · from \$120\.00 a night · guest score 8\.6\/10\. Twelve rooms/);
    expect(metaContent(body, 'og:image')).toBe(`${site}/api/photos/p-960.webp`);
    expect(metaContent(body, 'og:image:width')).toBe('960');
    expect(metaContent(body, 'og:image:alt')).toBe('Pool at dusk');
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(body)).toBe(`${site}/hotels/${hotelId}`);
    // Nothing a hotel's owner writes can end an element or open a script.
    expect(body).not.toContain('<script>alert(1)');
  });

  test('describes the hotel for search engines as schema.org Hotel with breadcrumbs', async () => {
    const { body } = await s.get(`/hotels/${hotelId}`, { accept: '*/*' });
    const [data, breadcrumbs] = jsonLd(body);
    expect(data).toMatchObject({
      '@type': 'Hotel',
      name: 'Lagoon <House> & "Spa"',
      address: { '@type': 'PostalAddress', streetAddress: '12 Lighthouse Street', addressLocality: 'Galle', addressCountry: 'LK' },
      starRating: { '@type': 'Rating', ratingValue: 4 },
      checkinTime: '14:00:00',
      checkoutTime: '11:00:00',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Pool', value: true },
      ],
      image: [`${site}/api/photos/p-960.webp`],
      priceRange: 'From $120.00 per night',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 8.6, bestRating: 10, reviewCount: 14 },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs!.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      `${site}/`,
      `${site}/attractions`,
      `${site}/hotels/${hotelId}`,
    ]);
  });

  test('without reviews has no rating, and without a photo no picture (an SVG shows in no preview)', async () => {
    const { body } = await s.get(`/hotels/${bareHotelId}`, { accept: '*/*' });
    expect(metaContent(body, 'og:description')).toBe(
      'Galle · from $120.00 a night. Twelve rooms on the lagoon, a short tuk-tuk ride from the fort. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaContent(body, 'og:image')).toBeUndefined();
    expect(jsonLd(body)[0]).not.toHaveProperty('aggregateRating');
    expect(jsonLd(body)[0]).not.toHaveProperty('image');
  });

  test.each([
    ['a hotel that does not exist (or was deleted)', `/hotels/${missingId}`],
    ['an id that is not one', '/hotels/not-an-id'],
  ])('%s is the not-found page with a 404', async (_what, path) => {
    const response = await s.get(path, { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(response.body)).toBe('Page not found | Ceylon Stays');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).toContain('<div id="root">');
  });

  test('a hotel the API is slow to give is sent with the site’s own head, never held back', async () => {
    const response = await s.get(`/hotels/${slowHotelId}`, { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Hotel | Ceylon Stays');
    releaseSlowHotel();
  });
});

describe('a town’s page', () => {
  test('is titled by the town, says how many hotels it has and shares its first hotel photo', async () => {
    const response = await s.get('/destinations/kandy', { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' });
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(titleOf(body)).toBe('Hotels in Kandy | Ceylon Stays');
    expect(metaContent(body, 'description')).toBe('30 hotels in Kandy, Sri Lanka, with prices and guest reviews — book on Ceylon Stays.');
    expect(canonicalOf(body)).toBe(`${site}/destinations/kandy`);
    expect(metaContent(body, 'og:url')).toBe(`${site}/destinations/kandy`);
    expect(metaContent(body, 'og:title')).toBe('Hotels in Kandy | Ceylon Stays');
    // The first hotel has only an SVG, which no preview shows; the second has a photo.
    expect(metaContent(body, 'og:image')).toBe(`${site}/api/photos/p-960.webp`);
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(body, 'robots')).toBeUndefined();
  });

  test('leads search engines from home through the destinations to the town', async () => {
    const { body } = await s.get('/destinations/kandy?page=2', { accept: '*/*' });
    const [breadcrumbs, ...others] = jsonLd(body);
    expect(others).toEqual([]);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Destinations', item: `${site}/attractions` },
      { '@type': 'ListItem', position: 3, name: 'Kandy', item: `${site}/destinations/kandy` },
    ]);
  });

  test('after the first, each page is titled and addressed as its own, as the pager links it', async () => {
    const { body } = await s.get('/destinations/kandy?page=2', { accept: '*/*' });
    expect(titleOf(body)).toBe('Hotels in Kandy, page 2 | Ceylon Stays');
    expect(canonicalOf(body)).toBe(`${site}/destinations/kandy?page=2`);
    expect(metaContent(body, 'description')).toMatch(/^Page 2 of 2: 30 hotels in Kandy, Sri Lanka/);
    expect(metaContent(body, 'og:image')).toBeUndefined();
  });

  test('an address in another case, or with other parameters, points at the page’s one address', async () => {
    expect(canonicalOf((await s.get('/destinations/Kandy', { accept: '*/*' })).body)).toBe(`${site}/destinations/kandy`);
    expect(canonicalOf((await s.get('/destinations/kandy?page=1&utm_source=mail', { accept: '*/*' })).body)).toBe(
      `${site}/destinations/kandy`,
    );
  });

  test.each([
    ['a town no hotel is in', '/destinations/atlantis'],
    ['a page past the last', '/destinations/kandy?page=3'],
    ['a town that cannot be one', '/destinations/kan_dy'],
    ['page 0', '/destinations/kandy?page=0'],
    ['a page that is not a plain number', '/destinations/kandy?page=02'],
  ])('%s is the not-found page with a 404', async (_what, path) => {
    const response = await s.get(path, { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Page not found | Ceylon Stays');
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(canonicalOf(response.body)).toBeUndefined();
  });

  test('an address that cannot name a page is answered without asking the API', async () => {
    townsAsked.length = 0;
    await s.get('/destinations/kan_dy', { accept: '*/*' });
    await s.get('/destinations/kandy?page=x', { accept: '*/*' });
    expect(townsAsked).toEqual([]);
  });

  test('a town the API is slow to give is sent with the site’s own head, never held back', async () => {
    const response = await s.get('/destinations/slow-town', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Destination | Ceylon Stays');
    expect(canonicalOf(response.body)).toBeUndefined();
    releaseSlowTown();
  });
});

describe('other addresses', () => {
  test('a path no page has is the not-found page with a 404', async () => {
    const response = await s.get('/no/such/page', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Page not found | Ceylon Stays');
  });

  test('a retired path is a permanent redirect that keeps its query', async () => {
    const response = await s.get('/HomeHotelOwner?from=mail', { accept: '*/*' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/owner/dashboard?from=mail');
  });

  test('a retired path whose page depends on who is signed in is left to the browser', async () => {
    const response = await s.get('/create-hotel', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
  });
});

describe('robots.txt', () => {
  test('keeps crawlers out of signed-in pages, the API and the release store, and names the sitemap', async () => {
    const response = await s.get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /releases/',
        'Disallow: /admin/dashboard$',
        'Disallow: /owner/hotels/',
        'Disallow: /booking$',
        'Disallow: /account$',
        `Sitemap: ${site}/sitemap.xml`,
      ]),
    );
    // Public pages stay open, including /bookings, which a prefix rule for /booking would close.
    expect(lines.filter((line) => /^Disallow: \/(bookings|about|hotels\/|login)/.test(line))).toEqual([]);
  });
});

describe('the sitemap', () => {
  test('is an index of the public pages and every hotel file, with when each last changed', async () => {
    const response = await s.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain(`<sitemap><loc>${site}/sitemaps/pages.xml</loc></sitemap>`);
    expect(response.body).toContain(
      `<sitemap><loc>${site}/sitemaps/hotels-1.xml</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod></sitemap>`,
    );
    // The towns' file, dated by the latest edit of any town's hotels.
    expect(response.body).toContain(
      `<sitemap><loc>${site}/sitemaps/destinations.xml</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></sitemap>`,
    );
  });

  test('lists every town’s first page, with when its hotels last changed', async () => {
    const response = await s.get('/sitemaps/destinations.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...response.body.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map((match) => [match[1], match[2]]);
    expect(urls).toEqual([
      [`${site}/destinations/galle`, '2026-01-01T00:00:00.000Z'],
      [`${site}/destinations/kandy`, '2026-03-04T05:06:07.000Z'],
      [`${site}/destinations/nuwara-eliya`, '2025-12-01T00:00:00.000Z'],
    ]);
  });

  test('without towns with hotels, names no towns’ file, and has none', async () => {
    townsListed = [];
    try {
      expect((await s.get('/sitemap.xml')).body).not.toContain('destinations.xml');
      expect((await s.get('/sitemaps/destinations.xml')).statusCode).toBe(404);
    } finally {
      townsListed = towns;
    }
  });

  test('when the towns cannot be read, crawlers are told to come back', async () => {
    townsListed = 'down';
    try {
      for (const path of ['/sitemap.xml', '/sitemaps/destinations.xml']) {
        const response = await s.get(path);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('300');
      }
    } finally {
      townsListed = towns;
    }
  });

  test('lists the public pages that belong in search results', async () => {
    const { body } = await s.get('/sitemaps/pages.xml');
    const urls = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toEqual(expect.arrayContaining([`${site}/`, `${site}/about`, `${site}/attractions`, `${site}/privacy`]));
    for (const kept of ['/login', '/reset-password', '/account', '/browse-hotels', '/hotels/:id']) {
      expect(urls).not.toContain(site + kept);
    }
  });

  test('lists each hotel’s page in its file; a file past the end is a 404, a bad number a 400', async () => {
    const { body } = await s.get('/sitemaps/hotels-1.xml');
    expect(body).toContain(`<url><loc>${site}/hotels/${hotelId}</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>`);
    expect(body).toContain(`<loc>${site}/hotels/${bareHotelId}</loc>`);
    expect((await s.get('/sitemaps/hotels-2.xml')).statusCode).toBe(404);
    expect((await s.get('/sitemaps/hotels-0.xml')).statusCode).toBe(400);
    expect((await s.get('/sitemaps/hotels-x.xml')).statusCode).toBe(400);
  });

  test('when the hotels cannot be read, crawlers are told to come back', async () => {
    sitemapUp = false;
    try {
      const response = await s.get('/sitemap.xml');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
    } finally {
      sitemapUp = true;
    }
  });
});

describe('the sitemap in each language', () => {
  const alternatesOf = (entry: string) =>
    [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map((match) => [match[1], match[2]]);
  const entryFor = (body: string, url: string) =>
    new RegExp(`<url><loc>${url.replace(/[.?]/g, '\\$&')}</loc>.*?</url>`).exec(body)?.[0] ?? '';

  test('the index names each file once per language', async () => {
    const { body } = await s.get('/sitemap.xml');
    const files = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.slice(site.length));
    expect(files).toEqual(
      expect.arrayContaining([
        '/sitemaps/pages.xml',
        '/sitemaps/si/pages.xml',
        '/sitemaps/ta/pages.xml',
        '/sitemaps/si/destinations.xml',
        '/sitemaps/ta/hotels-1.xml',
      ]),
    );
    expect(files).toHaveLength(9);
  });

  test('each page is listed at its address in the language, naming its address in every language and the default', async () => {
    const { body } = await s.get('/sitemaps/si/pages.xml');
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(alternatesOf(entryFor(body, `${site}/si/about`))).toEqual([
      ['en', `${site}/about`],
      ['si', `${site}/si/about`],
      ['ta', `${site}/ta/about`],
      ['x-default', `${site}/about`],
    ]);
    expect(alternatesOf(entryFor(body, `${site}/si`))).toContainEqual(['x-default', `${site}/`]);

    const hotels = (await s.get('/sitemaps/ta/hotels-1.xml')).body;
    expect(entryFor(hotels, `${site}/ta/hotels/${hotelId}`)).toContain('<lastmod>2026-02-03T04:05:06.000Z</lastmod>');
    expect(alternatesOf(entryFor(hotels, `${site}/ta/hotels/${hotelId}`))).toContainEqual(['si', `${site}/si/hotels/${hotelId}`]);
    const towns = (await s.get('/sitemaps/si/destinations.xml')).body;
    expect(alternatesOf(entryFor(towns, `${site}/si/destinations/kandy`))).toContainEqual(['ta', `${site}/ta/destinations/kandy`]);
    expect((await s.get('/sitemaps/fr/pages.xml')).statusCode).toBe(404);
  });
});

describe('pages in a language', () => {
  const alternatesOf = (body: string) =>
    [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((match) => [match[1], match[2]]);

  test('a Sinhala page says so, is its own canonical address and names the others', async () => {
    const response = await s.get('/si/about', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html lang="si">/);
    expect(canonicalOf(response.body)).toBe(`${site}/si/about`);
    expect(metaContent(response.body, 'og:url')).toBe(`${site}/si/about`);
    expect(metaContent(response.body, 'og:locale')).toBe('si_LK');
    expect(alternatesOf(response.body)).toEqual([
      ['en', `${site}/about`],
      ['si', `${site}/si/about`],
      ['ta', `${site}/ta/about`],
      ['x-default', `${site}/about`],
    ]);
    expect(response.headers.vary).toBe('Cookie');
  });

  test('English keeps its addresses, and names the others too', async () => {
    const response = await s.get('/about', { accept: '*/*' });
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(canonicalOf(response.body)).toBe(`${site}/about`);
    expect(alternatesOf(response.body)).toContainEqual(['ta', `${site}/ta/about`]);
    expect(response.body).toContain('<meta property="og:locale:alternate" content="si_LK">');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
  });

  test('the home page, a hotel and a town in Tamil; a hotel that does not exist is still a 404', async () => {
    expect(canonicalOf((await s.get('/ta', { accept: '*/*' })).body)).toBe(`${site}/ta`);
    expect(canonicalOf((await s.get(`/ta/hotels/${hotelId}`, { accept: '*/*' })).body)).toBe(`${site}/ta/hotels/${hotelId}`);
    expect(canonicalOf((await s.get('/ta/destinations/kandy?page=2', { accept: '*/*' })).body)).toBe(
      `${site}/ta/destinations/kandy?page=2`,
    );
    expect((await s.get(`/si/hotels/${missingId}`, { accept: '*/*' })).statusCode).toBe(404);
  });

  test('a retired path in a language goes to its new page in that language', async () => {
    const response = await s.get('/si/HomeHotelOwner?from=mail', { accept: '*/*' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/si/owner/dashboard?from=mail');
  });

  test('a first visit asking for Sinhala or Tamil is sent to the page in it, its query kept', async () => {
    const response = await s.get('/destinations/kandy?page=2', { accept: '*/*', 'accept-language': 'ta-LK,ta;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ta/destinations/kandy?page=2');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    expect((await s.get('/', { accept: '*/*', 'accept-language': 'si' })).headers.location).toBe('/si');
    expect((await s.get('/about', { accept: '*/*', 'accept-language': 'en-GB,si;q=0.5' })).statusCode).toBe(200);
  });

  test('the choice the browser remembers comes before what it asks for; a page with a language is never sent elsewhere', async () => {
    const chose = (language: string) => ({ accept: '*/*', 'accept-language': 'si', cookie: `language=${language}` });
    expect((await s.get('/about', chose('en'))).statusCode).toBe(200);
    expect((await s.get('/about', chose('ta'))).headers.location).toBe('/ta/about');
    expect((await s.get('/about', chose('xx'))).headers.location).toBe('/si/about');
    expect((await s.get('/si/about', chose('ta'))).statusCode).toBe(200);
  });

  test("the switch's link followed without the page's scripts is the choice: served, and remembered", async () => {
    const { port } = s.server.server.address() as { port: number };
    const fromPage = (path: string, cookie: string) => ({
      accept: '*/*',
      cookie: `language=${cookie}`,
      referer: `http://127.0.0.1:${port}${path}`,
    });
    const remembered = (response: { headers: { 'set-cookie'?: string[] } }) =>
      response.headers['set-cookie']?.find((cookie) => cookie.startsWith('language='));
    const english = await s.get('/services', fromPage('/ta/services', 'ta'));
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(remembered(english)).toBe('language=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(english.headers['cache-control']).toBe('private, no-store');
    const sinhala = await s.get('/si/services', fromPage('/services', 'en'));
    expect(remembered(sinhala)).toMatch(/^language=si;/);
    // Other links on a page stay in its language; another site's link, or one typed, is no choice.
    expect(remembered(await s.get('/ta/about', fromPage('/ta/services', 'ta')))).toBeUndefined();
    expect(
      (await s.get('/about', { ...fromPage('/ta/services', 'ta'), referer: 'https://elsewhere.example/ta/services' })).headers.location,
    ).toBe('/ta/about');
    expect((await s.get('/about', { accept: '*/*', cookie: 'language=ta' })).headers.location).toBe('/ta/about');
  });
});

describe('descriptions', () => {
  test('every page anyone may open has its own in each language, short enough for a search result', async () => {
    const { pageRoutes } = await import('@ceylon/shell/route-table');
    const { descriptionIn, hasOwnDescription } = await import('./public-page-descriptions');
    const open = pageRoutes.filter((route) => (route.guard === 'public' || route.guard === 'guest-only') && !route.path.includes(':'));
    for (const route of open) {
      expect({ path: route.path, own: hasOwnDescription(route.path) }).toEqual({ path: route.path, own: true });
      for (const language of LANGUAGES) {
        expect(descriptionIn(language, route.path).length).toBeGreaterThan(20);
        expect(descriptionIn(language, route.path).length).toBeLessThanOrEqual(160);
      }
    }
  });

  test("a page's title and description are in its language", async () => {
    const head = async (path: string) => {
      const { body } = await s.get(path, { accept: '*/*' });
      return { title: titleOf(body), description: metaContent(body, 'description') };
    };
    expect(await head('/si/about')).toEqual({
      title: 'අප ගැන | Ceylon Stays',
      description: 'Ceylon Stays යනු ශ්‍රී ලංකාවේ හරි හෝටලය සොයා ගැනීමට සංචාරකයන්ටත්, ඔවුන් වෙත ළඟා වීමට හෝටල්වලටත් උදව් කරන කොළඹ කුඩා කණ්ඩායමකි.',
    });
    expect((await head('/ta/contact')).title).toBe('தொடர்பு கொள்ளுங்கள் | Ceylon Stays');
    expect((await head('/ta/no-such-page')).title).toBe('பக்கம் கிடைக்கவில்லை | Ceylon Stays');
  });

  test("a town's head is in its page's language, its name as written", async () => {
    const { body } = await s.get('/si/destinations/kandy', { accept: '*/*' });
    expect(titleOf(body)).toBe('Kandy හි හෝටල් | Ceylon Stays');
    expect(metaContent(body, 'og:title')).toBe('Kandy හි හෝටල් | Ceylon Stays');
    expect(metaContent(body, 'description')).toBe('ශ්‍රී ලංකාවේ Kandy හි හෝටල් 30, මිල ගණන් සහ අමුත්තන්ගේ සමාලෝචන සමඟ — Ceylon Stays හි වෙන් කරන්න.');
    expect((jsonLd(body)[0]!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['මුල් පිටුව', 'ගමනාන්ත', 'Kandy']);

    const later = (await s.get('/ta/destinations/kandy?page=2', { accept: '*/*' })).body;
    expect(titleOf(later)).toBe('Kandy நகரிலுள்ள ஹோட்டல்கள், பக்கம் 2 | Ceylon Stays');
    expect(metaContent(later, 'description')).toMatch(/^2 பக்கங்களில் 2-ஆம் பக்கம்: இலங்கையின் Kandy நகரில் 30 ஹோட்டல்கள்,/);
  });

  test("a hotel's head is in its page's language; what its owner wrote stays as written", async () => {
    const { body } = await s.get(`/ta/hotels/${hotelId}`, { accept: '*/*' });
    expect(titleOf(body)).toBe('Lagoon &lt;House&gt; &amp; &quot;Spa&quot;, Galle | Ceylon Stays');
    expect(metaContent(body, 'og:description')).toMatch(
      /^Galle · ஓர் இரவுக்கு \$120\.00 முதல் · விருந்தினர் மதிப்பெண் 8\.6\/10\. Twelve rooms on the lagoon/,
    );
    expect(jsonLd(body)[0]).toMatchObject({ priceRange: 'ஓர் இரவுக்கு $120.00 முதல்' });
    expect(metaContent((await s.get(`/si/hotels/${bareHotelId}`, { accept: '*/*' })).body, 'description')).toMatch(
      /^Galle · රාත්‍රියකට \$120\.00 සිට\. Twelve rooms/,
    );
  });
});
