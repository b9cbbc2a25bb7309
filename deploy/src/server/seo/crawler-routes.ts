import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { MAX_SITEMAP_PAGES } from '@ceylon/shared/contracts';
import { destinationPath, type DestinationList, type SitemapIndex, type SitemapPage } from '@ceylon/shared/domain';
import { pageRoutes } from '@ceylon/shell/route-table';
import type { PageFacts } from './describe-page';
import { unlistedPublicPaths } from './public-page-descriptions';
import type { ApiReader } from './site-facts';

/** Crawlers may keep these for a while: a new hotel shows within the hour. */
const crawlerCache = 'public, max-age=3600';

/**
 * `robots.txt` and the sitemap, from the route table and the API: every page anyone may open and
 * that belongs in search results, every town with hotels (its first page: the pager's links lead
 * on), and every hotel, in files of at most 50,000 URLs under one sitemap index (sitemaps.org's
 * protocol).
 */
export function crawlerRoutes(facts: PageFacts & { api: ApiReader }) {
  const site = facts.siteUrl;
  // Both follow from the route table and SITE_URL alone, so they are written once.
  const robots = robotsTxt(site);
  const pagesXml = urlSet(listedPages().map((path) => `<url>${loc(site + path)}</url>`));
  return async function routes(app: FastifyInstance) {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', crawlerCache).send(robots),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const [index, destinations] = await Promise.all([
        facts.api.get<SitemapIndex>('/api/hotels/sitemap'),
        facts.api.get<DestinationList>('/api/destinations'),
      ]);
      if (!index.body || !destinations.body) return unavailable(reply);
      const { towns } = destinations.body;
      const files: { loc: string; lastmod?: string }[] = [
        { loc: `${site}/sitemaps/pages.xml` },
        // A file with no URL is not a sitemap: listed once a town has hotels.
        ...(towns.length > 0 ? [{ loc: `${site}/sitemaps/destinations.xml`, lastmod: latest(towns.map((town) => town.lastmod)) }] : []),
        ...index.body.files.map((file) => ({ loc: `${site}/sitemaps/hotels-${file.page}.xml`, lastmod: file.lastmod })),
      ];
      const entries = files.map((file) => `<sitemap>${loc(file.loc)}${file.lastmod ? lastmod(file.lastmod) : ''}</sitemap>`);
      return sendXml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`);
    });

    app.get('/sitemaps/pages.xml', async (_request, reply) => sendXml(reply, pagesXml));

    app.get('/sitemaps/destinations.xml', async (_request, reply) => {
      const answer = await facts.api.get<DestinationList>('/api/destinations');
      if (!answer.body) return unavailable(reply);
      if (answer.body.towns.length === 0) return reply.code(404).send({ message: 'Not found' });
      const urls = answer.body.towns.map((town) => `<url>${loc(site + destinationPath(town.slug))}${lastmod(town.lastmod)}</url>`);
      return sendXml(reply, urlSet(urls));
    });

    app.get(
      '/sitemaps/hotels-:page.xml',
      { schema: { params: Type.Object({ page: Type.Integer({ minimum: 1, maximum: MAX_SITEMAP_PAGES }) }) } },
      async (request, reply) => {
        const { page } = request.params as { page: number };
        const answer = await facts.api.get<SitemapPage>(`/api/hotels/sitemap/${page}`);
        if (answer.status === 404) return reply.code(404).send({ message: 'Not found' });
        if (!answer.body) return unavailable(reply);
        const urls = answer.body.hotels.map((hotel) => `<url>${loc(`${site}/hotels/${hotel.id}`)}${lastmod(hotel.lastmod)}</url>`);
        return sendXml(reply, urlSet(urls));
      },
    );
  };
}

/** Public pages that belong in search results, by the route table: no parameters, no account steps. */
export function listedPages(): string[] {
  return pageRoutes
    .filter((route) => route.guard === 'public' && !route.path.includes(':') && !unlistedPublicPaths.has(route.path))
    .map((route) => route.path);
}

/**
 * Pages only a signed-in person sees are kept from crawlers, as are the API and the release store.
 * A path with a parameter is kept by its fixed start; one without by itself alone (`$`), since
 * robots rules match by prefix and `/booking` would keep `/bookings` out too.
 */
export function robotsTxt(site: string): string {
  const kept = pageRoutes
    .filter((route) => route.guard !== 'public' && route.guard !== 'guest-only')
    .map((route) => (route.path.includes(':') ? route.path.slice(0, route.path.indexOf(':')) : `${route.path}$`));
  const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /releases/', ...[...new Set(kept)].map((path) => `Disallow: ${path}`)];
  return `${[...lines, '', `Sitemap: ${site}/sitemap.xml`].join('\n')}\n`;
}

function urlSet(urls: string[]): string {
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

/** The latest of ISO timestamps (they sort as text). */
const latest = (timestamps: string[]) => timestamps.reduce((a, b) => (a > b ? a : b));

const loc = (url: string) => `<loc>${escapeHtml(url)}</loc>`;
const lastmod = (timestamp: string) => `<lastmod>${escapeHtml(timestamp)}</lastmod>`;

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', crawlerCache)
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
}

/** The hotels or towns could not be read now: crawlers come back on a 503 and keep what they had. */
function unavailable(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '300').send({ message: 'The sitemap cannot be read now; try again later' });
}
