import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NO_ROOMS_MESSAGE, isCancellable, nightsBetween, reportedStatus, stayPrice, todayInColombo } from '@ceylon/shared/domain';
import { accountOf } from '../../plugins/auth';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../http-errors';
import { createBookingsRepository, toBooking, type BookingRecord } from '../../repositories/bookings-repository';
import { BookingSchema, IdParams, errorResponses } from '../../schemas/entities';
import { BookingBody, BookingHeaders } from './schemas';
import { checkStay } from './booking-request';

/** Routes under /api/bookings, plus /api/my-bookings and /api/all-bookings (registered at /api). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bookings = createBookingsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const present = (row: BookingRecord) => toBooking(row, reportedStatus(row, todayInColombo()));
  const listSchema = { tags: ['bookings'], security, response: { 200: Type.Array(BookingSchema), ...errorResponses(401) } };

  const myBookings = async (request: Parameters<typeof accountOf>[0]) => (await bookings.listForUser(accountOf(request).id)).map(present);
  app.get('/bookings/my-bookings', { onRequest: app.authenticate, schema: listSchema }, myBookings);
  app.get('/my-bookings', { onRequest: app.authenticate, schema: listSchema }, myBookings);

  app.get(
    '/all-bookings',
    {
      onRequest: app.requireRole(['admin'], 'Access denied. Admins only.'),
      schema: { ...listSchema, response: { ...listSchema.response, ...errorResponses(403) } },
    },
    async () => (await bookings.listAll()).map(present),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['bookings'], security, params: IdParams, response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const booking = await bookings.findById(request.params.id);
      if (!booking) throw notFound('Booking not found');
      const account = accountOf(request);
      const allowed = account.role === 'admin' || booking.userId === account.id || booking.hotelCreatorId === account.id;
      if (!allowed) throw forbidden('You can only see your own bookings');
      return present(booking);
    },
  );

  app.post(
    '/bookings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        security,
        headers: BookingHeaders,
        body: BookingBody,
        response: { 201: BookingSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const stay = checkStay(request.body, todayInColombo());
      const { hotelId, totalPrice: offered } = request.body;
      const key = request.headers['idempotency-key'];
      const claim = key
        ? {
            key,
            requestHash: createHash('sha256')
              .update(JSON.stringify([hotelId, stay, offered ?? null]))
              .digest('hex'),
          }
        : undefined;

      const result = await bookings.create(
        { userId: account.id, hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests },
        (pricePerNight) => {
          const total = stayPrice(pricePerNight, stay.checkIn, stay.checkOut, stay.guests);
          return { total, refused: offered !== undefined && Math.abs(offered - total) >= 0.005 };
        },
        claim,
      );

      switch (result.kind) {
        case 'created':
          return reply.status(201).send(present(result.booking));
        case 'replay':
          return reply.status(201).header('idempotent-replayed', 'true').send(present(result.booking));
        case 'account-gone':
          throw unauthorized('Your account no longer exists');
        case 'hotel-not-found':
          throw notFound('Hotel not found');
        case 'full':
          throw conflict(NO_ROOMS_MESSAGE);
        case 'key-reused':
          throw new HttpError(422, 'This Idempotency-Key was already used for a different booking request');
        case 'price-refused': {
          const nights = nightsBetween(stay.checkIn, stay.checkOut);
          throw badRequest(
            'totalPrice',
            `totalPrice ${offered} does not match the price of this stay: ${result.expected} ` +
              `(${nights} night${nights === 1 ? '' : 's'} × ${result.pricePerNight} per night × ${stay.guests} guest${stay.guests === 1 ? '' : 's'}). ` +
              'The hotel price may have changed; please review and try again.',
          );
        }
      }
    },
  );

  app.put(
    '/bookings/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        security,
        params: IdParams,
        response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const booking = await bookings.findById(request.params.id);
      if (!booking) throw notFound('Booking not found');
      const account = accountOf(request);
      if (account.role !== 'admin' && booking.userId !== account.id) throw forbidden('You can only cancel your own bookings');
      const today = todayInColombo();
      if (booking.status !== 'confirmed') {
        throw conflict(`Only confirmed bookings can be cancelled; this one is ${reportedStatus(booking, today) ?? 'not confirmed'}`);
      }
      if (!isCancellable(booking, today)) throw conflict('This booking can no longer be cancelled: its check-in date has begun');
      if (!(await bookings.cancel(booking.id, today))) throw conflict('This booking can no longer be cancelled');
      const cancelled = await bookings.findById(booking.id);
      if (!cancelled) throw notFound('Booking not found');
      return present(cancelled);
    },
  );
};

export default routes;
