// GET /api/hotels/:id/bookings/export: one hotel's bookings as CSV, for its owner or an administrator.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookingExportQuery, IdParams } from '@ceylon/shared/contracts';
import { todayInColombo } from '@ceylon/shared/domain';
import { errorResponses } from '../../schemas/error-responses';
import { exportRoute, sendBookingsCsv } from '../../bookings/bookings-export';
import type { OwnerRouteOptions } from './manageable';
import { OWNERS_ONLY } from '../../plugins/auth';

const routes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  app.get(
    '/:id/bookings/export',
    {
      onRequest: app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY),
      config: exportRoute.config,
      schema: {
        operationId: 'exportHotelBookings',
        summary: "Export a hotel's bookings as CSV",
        description:
          'The hotel’s owner or an administrator. `dates=stay` (default) keeps the stays with a night from `from` to `to`; `dates=booked` the bookings made on those days (Asia/Colombo). Streamed, oldest booking first.',
        tags: ['hotels'],
        security: [{ bearerAuth: [] }],
        params: IdParams,
        querystring: BookingExportQuery,
        response: { ...exportRoute.response, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      return sendBookingsCsv(request, reply, request.query, `hotel-bookings-${todayInColombo()}.csv`, hotel.id);
    },
  );
};

export default routes;
