// GET /api/hotels/:id/occupancy?month=YYYY-MM: the owner's (or an administrator's) month of a
// hotel night by night — rooms booked, closed, free — with the month's occupancy and revenue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, OccupancyQuery, OccupancySchema } from '@ceylon/shared/contracts';
import { addDays, monthRange, nightsBetween, todayInColombo, type Occupancy, type OccupancyNight } from '@ceylon/shared/domain';
import { createOccupancyRepository } from '../../repositories/occupancy-repository';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';
import { OWNERS_ONLY } from '../../plugins/auth';

const roundCents = (n: number) => Math.round(n * 100) / 100;

const occupancyRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const occupancy = createOccupancyRepository(app.db);
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  app.get(
    '/:id/occupancy',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'getHotelOccupancy',
        summary: "Get a hotel's month",
        description: "Rooms booked, closed and free night by night, with the month's occupancy and revenue.",
        tags: ['hotels'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        querystring: OccupancyQuery,
        response: { 200: OccupancySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<Occupancy> => {
      const hotel = await manageable(request, request.params.id);
      const month = request.query.month ?? todayInColombo().slice(0, 7);
      const range = monthRange(month);
      const [listed, revenue] = await Promise.all([occupancy.nights(hotel.id, range), occupancy.revenue(hotel.id, range)]);
      const byDate = new Map(listed.map((night) => [night.night, night]));
      const nights = Array.from({ length: nightsBetween(range.first, range.next) }, (_, i): OccupancyNight => {
        const date = addDays(range.first, i);
        const night = byDate.get(date);
        const booked = night?.roomsTaken ?? 0;
        const closed = night?.closed ?? false;
        return { date, booked, closed, free: closed ? 0 : Math.max(0, hotel.rooms - booked) };
      });
      const bookedRoomNights = nights.reduce((sum, night) => sum + night.booked, 0);
      const sellableRoomNights = nights.filter((night) => !night.closed).length * hotel.rooms;
      return {
        month,
        rooms: hotel.rooms,
        nights,
        bookedRoomNights,
        sellableRoomNights,
        occupancy: sellableRoomNights === 0 ? 0 : Math.min(1, Math.round((bookedRoomNights / sellableRoomNights) * 1000) / 1000),
        revenue: roundCents(revenue),
      };
    },
  );
};

export default occupancyRoutes;
