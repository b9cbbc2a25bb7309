import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { MAX_SITEMAP_PAGES } from '@ceylon/shared/contracts';
import { destinationPath, type DestinationList, type SitemapIndex, type SitemapPage } from '@ceylon/shared/domain';
import { LANGUAGES, pathIn, type Language } from '@ceylon/shared/languages';
import { pageRoutes } from '@ceylon/shell/route-table';
import type { PageFacts } from './describe-page';
import { addressesOf } from './page-head';
import { unlistedPublicPaths } from './public-page-descriptions';
import type { ApiReader } from './site-facts';

/** Crawlers may keep these for a while: a new hotel shows within the hour. */
const crawlerCache = 'public, max-age=3600';

/**
 * `robots.txt` and the sitemap, from the route table and the API: every page anyone may open and
 * that belongs in search results, every town with hotels (its first page: the pager's links lead
 * on), and every hotel, in files of at most 50,000 URLs under one sitemap index (sitemaps.org's
 * protocol). Each file is there in each language (`/sitemaps/pages.xml`, `/sitemaps/si/pages.xml`…),
 * every page in it naming its address in the other languages (Google's `xhtml:link` alternates).
 */
export function crawlerRoutes(facts: PageFacts & { api: ApiReader }) {
  const site = facts.siteUrl;
  // Both follow from the route table and SITE_URL alone, so they are written once.
  const robots = robotsTxt(site);
  const pagesXml = Object.fromEntries(
    LANGUAGES.map((language) => [language, urlSet(listedPages().map((path) => urlEntry(site, language, path)))]),
  ) as Record<Language, string>;
  const fileAt = (language: Language, name: string) => `${site}${sitemapsIn(language)}/${name}`;
  return async function routes(app: FastifyInstance) {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', crawlerCache).send(robots),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const [index, destinations] = await Promise.all([
        facts.api.get<SitemapIndex>('/api/sitemap/hotels'),
        facts.api.get<DestinationList>('/api/destinations'),
      ]);
      if (!index.body || !destinations.body) return unavailable(reply);
      const { towns } = destinations.body;
      const hotelFiles = index.body.files;
      const files: { loc: string; lastmod?: string }[] = LANGUAGES.flatMap((language) => [
        { loc: fileAt(language, 'pages.xml') },
        // A file with no URL is not a sitemap: listed once a town has hotels.
        ...(towns.length > 0 ? [{ loc: fileAt(language, 'destinations.xml'), lastmod: latest(towns.map((town) => town.lastmod)) }] : []),
        ...hotelFiles.map((file) => ({ loc: fileAt(language, `hotels-${file.page}.xml`), lastmod: file.lastmod })),
      ]);
      const entries = files.map((file) => `<sitemap>${loc(file.loc)}${file.lastmod ? lastmod(file.lastmod) : ''}</sitemap>`);
      return sendXml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`);
    });

    for (const language of LANGUAGES) {
      const at = sitemapsIn(language);
      app.get(`${at}/pages.xml`, async (_request, reply) => sendXml(reply, pagesXml[language]));

      app.get(`${at}/destinations.xml`, async (_request, reply) => {
        const answer = await facts.api.get<DestinationList>('/api/destinations');
        if (!answer.body) return unavailable(reply);
        if (answer.body.towns.length === 0) return reply.code(404).send({ message: 'Not found' });
        const urls = answer.body.towns.map((town) => urlEntry(site, language, destinationPath(town.slug), town.lastmod));
        return sendXml(reply, urlSet(urls));
      });

      app.get(
        `${at}/hotels-:page.xml`,
        { schema: { params: Type.Object({ page: Type.Integer({ minimum: 1, maximum: MAX_SITEMAP_PAGES }) }) } },
        async (request, reply) => {
          const { page } = request.params as { page: number };
          const answer = await facts.api.get<SitemapPage>(`/api/sitemap/hotels/${page}`);
          if (answer.status === 404) return reply.code(404).send({ message: 'Not found' });
          if (!answer.body) return unavailable(reply);
          const urls = answer.body.hotels.map((hotel) => urlEntry(site, language, `/hotels/${hotel.id}`, hotel.lastmod));
          return sendXml(reply, urlSet(urls));
        },
      );
    }
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

/** Where a language's sitemap files are: English's where they always were. */
function sitemapsIn(language: Language): string {
  return language === 'en' ? '/sitemaps' : `/sitemaps/${language}`;
}

/** A page's entry in a language's sitemap: its address in that language, and in each (itself included). */
function urlEntry(site: string, language: Language, path: string, modified?: string): string {
  const alternates = addressesOf(site, path)
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
    .join('');
  return `<url>${loc(site + pathIn(language, path))}${modified ? lastmod(modified) : ''}${alternates}</url>`;
}

function urlSet(urls: string[]): string {
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
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
