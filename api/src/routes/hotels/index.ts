import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { BookingSchema, HotelBody, HotelBookingsQuery, HotelChanges, HotelSchema, IdParams, MessageSchema } from '@ceylon/shared/contracts';
import {
  AMENITY_IDS,
  DEFAULT_CHECK_IN_TIME,
  DEFAULT_CHECK_OUT_TIME,
  DEFAULT_ROOMS,
  isIsoDate,
  roundToCents,
  todayInColombo,
  type AmenityId,
  type Booking,
} from '@ceylon/shared/domain';
import { accountOf, OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound, say } from '../../http-errors';
import { createBookingsRepository } from '../../bookings/bookings-repository';
import { presentBooking } from '../../bookings/present-booking';
import { createHotelChargesRepository } from '../../repositories/hotel-charges-repository';
import { listPhotos, toHotelPhoto } from '../../repositories/hotel-photos-repository';
import { createHotelsRepository, toHotel, type HotelFields, type HotelRecord } from '../../repositories/hotels-repository';
import { errorResponses } from '../../schemas/error-responses';
import { imageUrlProblem } from '../../schemas/image-url';
import { coverImageUrl } from '../../photos/cover-image-url';
import { deleteHotel, updateHotel } from '../../services/hotels';
import availabilityRoutes from './availability';
import bookingsExportRoutes from './bookings-export';
import calendarSyncRoutes from './calendar-sync';
import closureRoutes from './closures';
import occupancyRoutes from './occupancy';
import photoRoutes from './photos';
import nearestDatesRoutes from './nearest-dates';
import searchRoutes from './search';
import seasonRoutes from './seasons';
import taxRoutes from './taxes';
import promotionRoutes from './promotions';
import ratePlanRoutes from './rate-plans';
import roomTypeRoutes from './room-types';
import sitemapRoutes from './sitemap';

const HOTEL_NOT_FOUND = say('error.hotelNotFound');
const roundTenth = (n: number) => Math.round(n * 10) / 10;

/** Amenities as pages list them: in AMENITIES' order (the schema refuses duplicates). */
const inListOrder = (amenities: readonly AmenityId[]): AmenityId[] => AMENITY_IDS.filter((id) => amenities.includes(id));

/** A new hotel's optional fields when its body leaves them out (the required ones it always sends). */
const NEW_HOTEL_DEFAULTS = {
  description: '',
  bestSeller: false,
  rooms: DEFAULT_ROOMS,
  amenities: [],
  address: '',
  checkInTime: DEFAULT_CHECK_IN_TIME,
  checkOutTime: DEFAULT_CHECK_OUT_TIME,
};

/** The fields sent, tidied, each named: nothing else in a body can reach the hotel's row. */
function hotelFields(body: Static<typeof HotelChanges>): Partial<HotelFields> {
  const fields: Partial<HotelFields> = {};
  if (body.title !== undefined) fields.title = body.title.trim();
  if (body.location !== undefined) fields.location = body.location.trim();
  if (body.price !== undefined) fields.price = roundToCents(body.price);
  if (body.description !== undefined) fields.description = body.description;
  if (body.imageUrl !== undefined) fields.imageUrl = body.imageUrl;
  if (body.rating !== undefined) fields.rating = roundTenth(body.rating);
  if (body.bestSeller !== undefined) fields.bestSeller = body.bestSeller;
  if (body.rooms !== undefined) fields.rooms = body.rooms;
  if (body.amenities !== undefined) fields.amenities = inListOrder(body.amenities);
  if (body.address !== undefined) fields.address = body.address.trim();
  if (body.checkInTime !== undefined) fields.checkInTime = body.checkInTime;
  if (body.checkOutTime !== undefined) fields.checkOutTime = body.checkOutTime;
  return fields;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const hotels = createHotelsRepository(app.db);
  const bookings = createBookingsRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  /** The hotel, if the caller created it or is an administrator. */
  async function manageable(request: FastifyRequest, id: string): Promise<HotelRecord> {
    const hotel = await hotels.findById(id);
    if (!hotel) throw notFound(HOTEL_NOT_FOUND);
    const account = accountOf(request);
    if (account.role !== 'admin' && hotel.creatorId !== account.id) throw forbidden(say('error.ownHotelsOnly'));
    return hotel;
  }

  function checkImageUrl(imageUrl: string | undefined) {
    const problem = imageUrl === undefined ? undefined : imageUrlProblem(imageUrl, app.config.imageOrigins);
    if (problem) throw badRequest('imageUrl', `imageUrl ${problem}`);
  }

  /** Booking rows as the API shows them, their status as of today in Colombo. */
  function presented(rows: Parameters<typeof presentBooking>[0][]): Booking[] {
    const today = todayInColombo();
    return rows.map((row) => presentBooking(row, today));
  }

  await app.register(searchRoutes);
  await app.register(nearestDatesRoutes);
  await app.register(sitemapRoutes);
  await app.register(availabilityRoutes);
  await app.register(closureRoutes, { manageable });
  await app.register(seasonRoutes, { manageable });
  await app.register(roomTypeRoutes, { manageable });
  await app.register(ratePlanRoutes, { manageable });
  await app.register(taxRoutes, { manageable });
  await app.register(promotionRoutes, { manageable });
  await app.register(calendarSyncRoutes, { manageable });
  await app.register(occupancyRoutes, { manageable });
  await app.register(bookingsExportRoutes, { manageable });
  await app.register(photoRoutes, { manageable });

  app.get(
    '/my-hotels',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listMyHotels',
        summary: 'List your hotels',
        description: 'The hotels the signed-in owner created, each with its bookings.',
        tags: ['hotels'],
        security,
        response: { 200: Type.Array(HotelSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const own = await hotels.listByCreator(accountOf(request).id);
      const all = presented(await bookings.listForHotels(own.map((h) => h.id)));
      return own.map((hotel) => ({ ...toHotel(hotel), bookings: all.filter((b) => b.hotelId === hotel.id) }));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getHotel',
        summary: 'Get a hotel',
        description: 'One hotel with all its photos, cover first, and its taxes and charges.',
        tags: ['hotels'],
        params: IdParams,
        response: { 200: HotelSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const hotel = await hotels.findById(request.params.id);
      if (!hotel) throw notFound(HOTEL_NOT_FOUND);
      const [photos, charges] = await Promise.all([listPhotos(app.db, hotel.id), createHotelChargesRepository(app.db).list(hotel.id)]);
      return { ...toHotel(hotel), photos: photos.map(toHotelPhoto), charges };
    },
  );

  app.get(
    '/:id/bookings',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'listHotelBookings',
        summary: "List a hotel's bookings",
        description: 'Every stay of the hotel, or with `night` only the stays that hold that night.',
        tags: ['hotels'],
        security,
        params: IdParams,
        querystring: HotelBookingsQuery,
        response: { 200: Type.Array(BookingSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const { night } = request.query;
      if (night !== undefined && !isIsoDate(night)) throw badRequest('night', say('error.dateFormat', { field: 'night' }));
      // Without a night, every stay; with one (the calendar's chosen night), the stays holding it.
      return presented(night === undefined ? await bookings.listForHotels([hotel.id]) : await bookings.listForHotelNight(hotel.id, night));
    },
  );

  app.post(
    '/',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'createHotel',
        summary: 'Add a hotel',
        description: 'An owner or administrator adds a hotel; left-out optional fields take their defaults.',
        tags: ['hotels'],
        security,
        body: HotelBody,
        response: { 201: HotelSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      checkImageUrl(request.body.imageUrl);
      const body = request.body;
      // What the body leaves out gets the defaults; what it sends is tidied as on PUT. HotelBody
      // requires title, location, price, imageUrl and rating, so hotelFields gives every one of them.
      const fields = { ...NEW_HOTEL_DEFAULTS, ...hotelFields(body) } as HotelFields;
      const created = await hotels.create(accountOf(request).id, fields);
      return reply.status(201).send(toHotel(created));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'updateHotel',
        summary: 'Change a hotel',
        description: 'Any subset of the fields, checked as on creation; rooms cannot drop below what is booked.',
        tags: ['hotels'],
        security,
        params: IdParams,
        body: HotelChanges,
        response: { 200: HotelSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const current = await manageable(request, request.params.id);
      const sent = request.body ?? {};
      checkImageUrl(sent.imageUrl);
      // The edit form sends back the imageUrl it was shown, which is the cover photo's while the hotel
      // has photos: that is no change, and must not replace the URL kept for when it has none.
      const changes =
        sent.imageUrl !== undefined && sent.imageUrl === coverImageUrl(current.cover, current.imageUrl)
          ? { ...sent, imageUrl: undefined }
          : sent;
      const result = await updateHotel(app.db, request.params.id, hotelFields(changes), todayInColombo());
      if (result.kind === 'not-found') throw notFound(HOTEL_NOT_FOUND);
      if (result.kind === 'rooms-below-booked') {
        throw conflict(say('error.hotel.roomsBelowBooked', { taken: result.taken, night: result.night }));
      }
      return toHotel(result.hotel);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'deleteHotel',
        summary: 'Delete a hotel',
        description: 'The hotel leaves the catalogue; its bookings are kept.',
        tags: ['hotels'],
        security,
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await manageable(request, request.params.id);
      if (!(await deleteHotel(app.db, request.params.id, todayInColombo()))) throw notFound(HOTEL_NOT_FOUND);
      return { message: 'Hotel deleted' };
    },
  );
};

export default routes;
