// GET /api/hotels/sitemap and /api/hotels/sitemap/:page: the live hotels for sitemap.xml, which
// the web server writes from these (a sitemap index of files, then each file's URLs). Public: a
// search engine may list what any visitor can open.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITEMAP_PAGE_SIZE, SitemapIndexSchema, SitemapPageParams, SitemapPageSchema } from '@ceylon/shared/contracts';
import { notFound, say } from '../../http-errors';
import { createSitemapRepository } from '../../repositories/sitemap-repository';
import { errorResponses } from '../../schemas/error-responses';

const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sitemap = createSitemapRepository(app.db);

  app.get(
    '/sitemap',
    {
      schema: {
        operationId: 'getSitemapIndex',
        summary: 'List the sitemap files',
        description: "The live hotels in id order, cut into pages of the sitemap protocol's size.",
        tags: ['hotels'],
        response: { 200: SitemapIndexSchema, ...errorResponses() },
      },
    },
    async () => {
      const files = await sitemap.files();
      return {
        pageSize: SITEMAP_PAGE_SIZE,
        files: files.map((file) => ({ page: file.page, count: file.count, lastmod: file.lastmod.toISOString() })),
      };
    },
  );

  app.get(
    '/sitemap/:page',
    {
      schema: {
        operationId: 'getSitemapPage',
        summary: 'Get one sitemap file',
        description: 'The hotels of one page of the sitemap index, with their last change.',
        tags: ['hotels'],
        params: SitemapPageParams,
        response: { 200: SitemapPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const hotels = await sitemap.page(request.params.page);
      // Every page up to the last holds a hotel, so an empty one lies past the end (or there are no hotels).
      if (hotels.length === 0) throw notFound(say('error.sitemapPageNotFound'));
      return { hotels: hotels.map((hotel) => ({ id: hotel.id, lastmod: hotel.lastmod.toISOString() })) };
    },
  );
};

export default sitemapRoutes;
