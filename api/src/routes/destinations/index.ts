// GET /api/destinations and /api/destinations/:slug: the towns that have hotels and one town's
// hotels a page at a time, for the destination pages (/destinations/<town>), the destination
// grids' links and the sitemap. Public and read-only: a search engine may list what any visitor
// can open.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DestinationListQuery,
  DestinationListSchema,
  DestinationPageQuery,
  DestinationPageSchema,
  DestinationParams,
} from '@ceylon/shared/contracts';
import { DESTINATION_PAGE_SIZE, MAX_DESTINATIONS, MAX_TOWNS_ASKED } from '@ceylon/shared/domain';
import { notFound, say } from '../../http-errors';
import { createDestinationsRepository } from '../../repositories/destinations-repository';
import { toHotelCard } from '../../repositories/hotels-repository';
import { errorResponses } from '../../schemas/error-responses';

const townNotFound = say('error.destination.townNotFound');
const pageNotFound = say('error.destination.pageNotFound');
export const TOWN_NOT_FOUND = townNotFound('en');
export const PAGE_NOT_FOUND = pageNotFound('en');

const destinationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const destinations = createDestinationsRepository(app.db);
  const tags = ['destinations'];

  app.get(
    '/',
    {
      schema: {
        operationId: 'listDestinations',
        summary: 'List the towns with hotels',
        description:
          'Every town (a hotel’s location, its case and punctuation aside) with live hotels: its slug, the spelling most of its ' +
          `hotels use, how many there are and their latest edit, by slug; at most ${MAX_DESTINATIONS}. With \`towns\` ` +
          `(at most ${MAX_TOWNS_ASKED} slugs, comma-separated), only those of them that have hotels.`,
        tags,
        querystring: DestinationListQuery,
        response: { 200: DestinationListSchema, ...errorResponses() },
      },
    },
    async (request) => {
      const asked = request.query.towns;
      const towns = await destinations.towns(asked === undefined ? {} : { slugs: [...new Set(asked.split(','))] });
      return { towns: towns.map((town) => ({ ...town, lastmod: town.lastmod.toISOString() })) };
    },
  );

  app.get(
    '/:slug',
    {
      schema: {
        operationId: 'getDestination',
        summary: 'Get a town and a page of its hotels',
        description: `The town and the \`page\`-th ${DESTINATION_PAGE_SIZE} of its live hotels, the best guest score first, then by id.`,
        tags,
        params: DestinationParams,
        querystring: DestinationPageQuery,
        response: { 200: DestinationPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const page = request.query.page ?? 1;
      // Independent reads: on PostgreSQL they run on two connections at once.
      const [town, hotels] = await Promise.all([destinations.town(slug), destinations.hotels(slug, page, DESTINATION_PAGE_SIZE)]);
      if (!town) throw notFound(townNotFound);
      const pageCount = Math.ceil(town.hotelCount / DESTINATION_PAGE_SIZE);
      if (page > pageCount) throw notFound(pageNotFound);
      return {
        slug: town.slug,
        name: town.name,
        hotelCount: town.hotelCount,
        page,
        pageSize: DESTINATION_PAGE_SIZE,
        pageCount,
        hotels: hotels.map(toHotelCard),
      };
    },
  );
};

export default destinationRoutes;
