import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BookingBody, BookingExportQuery, BookingHeaders, BookingReferenceParams, BookingSchema, IdParams } from '@ceylon/shared/contracts';
import { todayInColombo } from '@ceylon/shared/domain';
import { accountOf, ADMINS_ONLY } from '../../plugins/auth';
import { badRequest, forbidden, notFound, say } from '../../http-errors';
import { bookStay } from '../../bookings/book-stay';
import { normaliseReference } from '../../bookings/booking-reference';
import { checkStay } from '../../bookings/booking-request';
import { createBookingsRepository, type BookingRecord } from '../../bookings/bookings-repository';
import { cancelBooking } from '../../bookings/cancel-stays';
import { confirmationEmailOf } from '../../bookings/confirmation-email';
import { presentBooking } from '../../bookings/present-booking';
import { createReviewsRepository } from '../../repositories/reviews-repository';
import { errorResponses } from '../../schemas/error-responses';
import { oldPathSchema } from '../../schemas/old-path';
import { withReviews } from '../../reviews/present-review';
import { exportRoute, sendBookingsCsv } from '../../bookings/bookings-export';

/** Routes under /api/bookings, plus /api/my-bookings, /api/all-bookings and /api/booking-references (registered at /api). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bookings = createBookingsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const present = (row: BookingRecord) => presentBooking(row, todayInColombo());
  const listSchema = { tags: ['bookings'], security, response: { 200: Type.Array(BookingSchema), ...errorResponses(401) } };

  const reviews = createReviewsRepository(app.db);
  // The guest's own list carries their reviews: `review`, or whether one may be written.
  const myBookings = async (request: Parameters<typeof accountOf>[0]) =>
    withReviews(reviews, (await bookings.listForUser(accountOf(request).id)).map(present));
  app.get(
    '/bookings/my-bookings',
    {
      onRequest: app.authenticate,
      schema: {
        ...listSchema,
        operationId: 'listMyBookings',
        summary: 'List your bookings',
        description: "The signed-in guest's bookings, each with its review or whether one may be written.",
      },
    },
    myBookings,
  );
  app.get(
    '/my-bookings',
    {
      onRequest: app.authenticate,
      schema: {
        ...listSchema,
        operationId: 'listMyBookingsShort',
        summary: 'List your bookings (short path)',
        description: 'The same as GET /api/bookings/my-bookings.',
      },
    },
    myBookings,
  );

  app.get(
    '/all-bookings',
    {
      onRequest: app.requireRole(['admin'], ADMINS_ONLY),
      schema: {
        operationId: 'listAllBookings',
        summary: 'List every booking',
        description: 'For administrators.',
        ...listSchema,
        response: { ...listSchema.response, ...errorResponses(403) },
      },
    },
    async () => (await bookings.listAll()).map(present),
  );

  app.get(
    '/all-bookings/export',
    {
      onRequest: app.requireRole(['admin'], ADMINS_ONLY),
      config: exportRoute.config,
      schema: {
        operationId: 'exportAllBookings',
        summary: 'Export every booking as CSV',
        description:
          'For administrators. `dates=stay` (default) keeps the stays with a night from `from` to `to`; `dates=booked` the bookings made on those days (Asia/Colombo). Streamed, oldest booking first.',
        tags: ['bookings'],
        security,
        querystring: BookingExportQuery,
        response: exportRoute.response,
      },
    },
    async (request, reply) => sendBookingsCsv(request, reply, request.query, `all-bookings-${todayInColombo()}.csv`),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getBooking',
        summary: 'Get a booking',
        description: "For its guest (with where the confirmation e-mail went), the hotel's owner or an administrator.",
        tags: ['bookings'],
        security,
        params: IdParams,
        response: { 200: BookingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await bookings.findById(request.params.id);
      if (!booking) throw notFound(say('error.booking.notFound'));
      const account = accountOf(request);
      const allowed = account.role === 'admin' || booking.userId === account.id || booking.hotelCreatorId === account.id;
      // 403 for what is not yours (api/docs/rules.md); booking ids are
      // random UUIDs, so this reveals nothing useful.
      if (!allowed) throw forbidden(say('error.booking.seeOwnOnly'));
      // The guest who booked learns where the confirmation went and whether it has gone yet.
      if (booking.userId !== account.id) return present(booking);
      const confirmationEmail = await confirmationEmailOf(app.db, booking.id);
      return { ...present(booking), ...(confirmationEmail && { confirmationEmail }) };
    },
  );

  const byReferenceSchema = {
    operationId: 'findBookingByReference',
    summary: 'Find a booking by its reference',
    description: 'For administrators; any case, with or without `CS-`.',
    tags: ['bookings'],
    security,
    params: BookingReferenceParams,
    response: { 200: BookingSchema, ...errorResponses(401, 403, 404) },
  };
  const findByReference = async (typed: string) => {
    const reference = normaliseReference(typed);
    if (!reference) {
      throw badRequest('reference', say('error.booking.referenceFormat'));
    }
    const booking = await bookings.findByReference(reference);
    if (!booking) throw notFound(say('error.booking.noSuchReference', { reference }));
    return present(booking);
  };
  app.get(
    '/booking-references/:reference',
    { onRequest: app.requireRole(['admin'], ADMINS_ONLY), schema: byReferenceSchema },
    async (request) => findByReference(request.params.reference),
  );
  // The old path, answered the same for one release (schemas/old-path.ts); ambiguous with
  // /api/bookings/{id}/… by Redocly's reading, so left out of the document.
  app.get(
    '/bookings/by-reference/:reference',
    {
      onRequest: app.requireRole(['admin'], ADMINS_ONLY),
      schema: oldPathSchema(byReferenceSchema, 'GET /api/booking-references/{reference}', { documented: false }),
    },
    async (request) => findByReference(request.params.reference),
  );

  app.post(
    '/bookings',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'createBooking',
        summary: 'Book a stay',
        description:
          "The booking rules are checked in their order; the price is the server's. The stay is of one room type on one rate plan (`roomTypeId`, `ratePlanId`): left out, the hotel's only type and the only plan offered on it, else 400 naming them. The plan's terms are copied onto the booking. An Idempotency-Key makes a retry safe.",
        tags: ['bookings'],
        security,
        headers: BookingHeaders,
        body: BookingBody,
        response: { 201: BookingSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const today = todayInColombo();
      const answer = await bookStay(
        app.db,
        {
          userId: accountOf(request).id,
          hotelId: request.body.hotelId,
          stay: checkStay(request.body, today),
          offeredPrice: request.body.totalPrice,
          promotionCode: request.body.promotionCode,
          shown: { currency: request.body.shownCurrency, rate: request.body.shownRate },
          roomTypeId: request.body.roomTypeId,
          ratePlanId: request.body.ratePlanId,
          idempotencyKey: request.headers['idempotency-key'],
        },
        today,
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.booking);
    },
  );

  app.put(
    '/bookings/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'cancelBooking',
        summary: 'Cancel a booking',
        description: 'A confirmed booking, before its check-in date, by its guest or an administrator.',
        tags: ['bookings'],
        security,
        params: IdParams,
        response: { 200: BookingSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelBooking(app.db, request.params.id, accountOf(request), todayInColombo()),
  );
};

export default routes;
