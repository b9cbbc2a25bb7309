// GET /api/hotels/nearest-dates: when a search with dates finds nothing, the closest stay of the
// same length (1 to 14 days earlier or later, earlier first on a tie, never in the past) that does.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NearestDatesQuery, NearestDatesSchema } from '@ceylon/shared/contracts';
import { addDays, MAX_DAYS_AHEAD, todayInColombo } from '@ceylon/shared/domain';
import { badRequest, say } from '../../http-errors';
import { createHotelSearchRepository } from '../../repositories/hotel-search-repository';
import { errorResponses } from '../../schemas/error-responses';
import { toFilters } from './search-query';

export const NEAREST_DAYS = 14;

/** Shifts to try, nearest first: −1, +1, −2, +2, … */
const SHIFTS = Array.from({ length: NEAREST_DAYS }, (_, i) => [-(i + 1), i + 1]).flat();

const nearestDatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hotels = createHotelSearchRepository(app.db);

  app.get(
    '/nearest-dates',
    {
      schema: {
        operationId: 'findNearestDates',
        summary: 'Find the nearest dates with a match',
        description:
          'When a search with dates finds nothing: the closest stay of the same length, up to 14 days earlier or later, that does.',
        tags: ['hotels'],
        querystring: NearestDatesQuery,
        response: { 200: NearestDatesSchema, ...errorResponses() },
      },
    },
    async (request) => {
      const today = todayInColombo();
      const { search } = toFilters(request.query, today);
      const { stay } = search;
      if (!stay) throw badRequest('checkIn', say('error.booking.rule.datesRequired'));
      const lastCheckIn = addDays(today, MAX_DAYS_AHEAD);
      for (const shift of SHIFTS) {
        const checkIn = addDays(stay.checkIn, shift);
        if (checkIn < today || checkIn > lastCheckIn) continue;
        const checkOut = addDays(stay.checkOut, shift);
        if (await hotels.any({ ...search, stay: { ...stay, checkIn, checkOut, includeFull: false } })) return { checkIn, checkOut };
      }
      return null;
    },
  );
};

export default nearestDatesRoutes;
