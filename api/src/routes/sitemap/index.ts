// GET /api/sitemap/hotels and /api/sitemap/hotels/:page: the live hotels for sitemap.xml, which
// the web server writes from these (a sitemap index of files, then each file's URLs). Public: a
// search engine may list what any visitor can open. Registered at /api; the old paths under
// /api/hotels/sitemap answer the same for one release (schemas/old-path.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITEMAP_PAGE_SIZE, SitemapIndexSchema, SitemapPageParams, SitemapPageSchema } from '@ceylon/shared/contracts';
import { notFound, say } from '../../http-errors';
import { createSitemapRepository } from '../../repositories/sitemap-repository';
import { errorResponses } from '../../schemas/error-responses';
import { oldPathSchema } from '../../schemas/old-path';

const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sitemap = createSitemapRepository(app.db);

  const indexSchema = {
    operationId: 'getSitemapIndex',
    summary: 'List the sitemap files',
    description: "The live hotels in id order, cut into pages of the sitemap protocol's size.",
    tags: ['hotels'],
    response: { 200: SitemapIndexSchema, ...errorResponses() },
  };
  const index = async () => {
    const files = await sitemap.files();
    return {
      pageSize: SITEMAP_PAGE_SIZE,
      files: files.map((file) => ({ page: file.page, count: file.count, lastmod: file.lastmod.toISOString() })),
    };
  };
  app.get('/sitemap/hotels', { schema: indexSchema }, index);
  app.get('/hotels/sitemap', { schema: oldPathSchema(indexSchema, 'GET /api/sitemap/hotels', { documented: true }) }, index);

  const pageSchema = {
    operationId: 'getSitemapPage',
    summary: 'Get one sitemap file',
    description: 'The hotels of one page of the sitemap index, with their last change.',
    tags: ['hotels'],
    params: SitemapPageParams,
    response: { 200: SitemapPageSchema, ...errorResponses(404) },
  };
  const page = async (number: number) => {
    const hotels = await sitemap.page(number);
    // Every page up to the last holds a hotel, so an empty one lies past the end (or there are no hotels).
    if (hotels.length === 0) throw notFound(say('error.sitemapPageNotFound'));
    return { hotels: hotels.map((hotel) => ({ id: hotel.id, lastmod: hotel.lastmod.toISOString() })) };
  };
  app.get('/sitemap/hotels/:page', { schema: pageSchema }, async (request) => page(request.params.page));
  // Ambiguous with /api/hotels/{id}/… by Redocly's reading, so left out of the document.
  app.get(
    '/hotels/sitemap/:page',
    { schema: oldPathSchema(pageSchema, 'GET /api/sitemap/hotels/{page}', { documented: false }) },
    async (request) => page(request.params.page),
  );
};

export default sitemapRoutes;
