import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { DEFAULT_ROOMS, reportedStatus, todayInColombo, type Booking } from '@ceylon/shared/domain';
import { accountOf } from '../../plugins/auth';
import { forbidden, notFound } from '../../http-errors';
import { createBookingsRepository, toBooking } from '../../repositories/bookings-repository';
import { createHotelsRepository, toHotel, type HotelRecord } from '../../repositories/hotels-repository';
import { BookingSchema, HotelSchema, IdParams, MessageSchema, errorResponses } from '../../schemas/entities';
import { HotelBody, HotelChanges } from './schemas';

const HOTEL_NOT_FOUND = 'Hotel not found';
const roundCents = (n: number) => Math.round(n * 100) / 100;
const roundTenth = (n: number) => Math.round(n * 10) / 10;

function normalise<T extends Partial<Static<typeof HotelBody>>>(body: T): T {
  return {
    ...body,
    ...(body.title !== undefined && { title: body.title.trim() }),
    ...(body.location !== undefined && { location: body.location.trim() }),
    ...(body.price !== undefined && { price: roundCents(body.price) }),
    ...(body.rating !== undefined && { rating: roundTenth(body.rating) }),
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const hotels = createHotelsRepository(app.db);
  const bookings = createBookingsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], 'Only hotel owners and admins can manage hotels');

  /** The hotel, if the caller created it or is an administrator. */
  async function manageable(request: FastifyRequest, id: string): Promise<HotelRecord> {
    const hotel = await hotels.findById(id);
    if (!hotel) throw notFound(HOTEL_NOT_FOUND);
    const account = accountOf(request);
    if (account.role !== 'admin' && hotel.creatorId !== account.id) throw forbidden('You can only manage your own hotels');
    return hotel;
  }

  async function bookingsOf(hotelIds: string[]): Promise<Booking[]> {
    const today = todayInColombo();
    return (await bookings.listForHotels(hotelIds)).map((row) => toBooking(row, reportedStatus(row, today)));
  }

  app.get('/', { schema: { tags: ['hotels'], response: { 200: Type.Array(HotelSchema) } } }, async () =>
    (await hotels.list()).map(toHotel),
  );

  app.get(
    '/my-hotels',
    { onRequest: ownerOrAdmin, schema: { tags: ['hotels'], security, response: { 200: Type.Array(HotelSchema), ...errorResponses(401, 403) } } },
    async (request) => {
      const own = await hotels.listByCreator(accountOf(request).id);
      const all = await bookingsOf(own.map((h) => h.id));
      return own.map((hotel) => ({ ...toHotel(hotel), bookings: all.filter((b) => b.hotelId === hotel.id) }));
    },
  );

  app.get(
    '/:id',
    { schema: { tags: ['hotels'], params: IdParams, response: { 200: HotelSchema, ...errorResponses(400, 404) } } },
    async (request) => {
      const hotel = await hotels.findById(request.params.id);
      if (!hotel) throw notFound(HOTEL_NOT_FOUND);
      return toHotel(hotel);
    },
  );

  app.get(
    '/:id/bookings',
    {
      onRequest: ownerOrAdmin,
      schema: { tags: ['hotels'], security, params: IdParams, response: { 200: Type.Array(BookingSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      return bookingsOf([hotel.id]);
    },
  );

  app.post(
    '/',
    {
      onRequest: ownerOrAdmin,
      schema: { tags: ['hotels'], security, body: HotelBody, response: { 201: HotelSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const body = normalise(request.body);
      const created = await hotels.create(accountOf(request).id, {
        ...body,
        description: body.description ?? '',
        bestSeller: body.bestSeller ?? false,
        rooms: body.rooms ?? DEFAULT_ROOMS,
      });
      return reply.status(201).send(toHotel(created));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: ownerOrAdmin,
      schema: {
        tags: ['hotels'],
        security,
        params: IdParams,
        body: HotelChanges,
        response: { 200: HotelSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await manageable(request, request.params.id);
      const updated = await hotels.update(request.params.id, normalise(request.body ?? {}));
      if (!updated) throw notFound(HOTEL_NOT_FOUND);
      return toHotel(updated);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: ownerOrAdmin,
      schema: { tags: ['hotels'], security, params: IdParams, response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      await manageable(request, request.params.id);
      if (!(await hotels.softDelete(request.params.id, todayInColombo()))) throw notFound(HOTEL_NOT_FOUND);
      return { message: 'Hotel deleted' };
    },
  );
};

export default routes;
