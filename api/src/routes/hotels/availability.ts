// GET /api/hotels/:id/availability: the rooms free, the price and the minimum stay of each night from
// `from` on, for the hotel page's calendar and the date picker. Public, like the hotel itself. It
// reads the inventory (hotel_nights), a row per taken or closed night, never the bookings, and the
// hotel's seasons over those nights.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AVAILABILITY_DEFAULT_NIGHTS, AvailabilityQuery, AvailabilitySchema, IdParams } from '@ceylon/shared/contracts';
import { addDays, fromCents, isIsoDate, minimumStay, nightPriceCents, todayInColombo, type NightAvailability } from '@ceylon/shared/domain';
import { badRequest, notFound, say } from '../../http-errors';
import { createHotelsRepository } from '../../repositories/hotels-repository';
import { createSeasonsRepository } from '../../repositories/seasons-repository';
import { nights } from '../../bookings/inventory-repository';
import { errorResponses } from '../../schemas/error-responses';

const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hotels = createHotelsRepository(app.db);
  const seasons = createSeasonsRepository(app.db);

  app.get(
    '/:id/availability',
    {
      schema: {
        operationId: 'getHotelAvailability',
        summary: "Get a hotel's free rooms night by night",
        description: 'From `from` (today when left out) for `nights` nights.',
        tags: ['hotels'],
        params: IdParams,
        querystring: AvailabilityQuery,
        response: { 200: AvailabilitySchema, ...errorResponses(404) },
      },
    },
    async (request): Promise<NightAvailability[]> => {
      const today = todayInColombo();
      const { from = today, nights: count = AVAILABILITY_DEFAULT_NIGHTS } = request.query;
      if (!isIsoDate(from)) throw badRequest('from', say('error.dateFormat', { field: 'from' }));
      if (from < today) throw badRequest('from', say('error.availability.fromPast'));
      const hotel = await hotels.findById(request.params.id);
      if (!hotel) throw notFound(say('error.hotelNotFound'));

      const until = addDays(from, count);
      const [taken, hotelSeasons] = await Promise.all([
        nights(app.db, hotel.id, from, until),
        seasons.pricingFor(hotel.id, { from, until }),
      ]);
      const listed = new Map(taken.map((n) => [n.night, n]));
      const pricing = { price: hotel.price, seasons: hotelSeasons };
      return Array.from({ length: count }, (_, i) => {
        const date = addDays(from, i);
        const night = listed.get(date);
        return {
          date,
          // A closed night is full; a hotel whose rooms were cut below what is booked shows 0, never a negative count.
          availableRooms: night?.closed ? 0 : Math.max(0, hotel.rooms - (night?.roomsTaken ?? 0)),
          price: fromCents(nightPriceCents(date, pricing)),
          minNights: minimumStay(date, hotelSeasons),
        };
      });
    },
  );
};

export default availabilityRoutes;
