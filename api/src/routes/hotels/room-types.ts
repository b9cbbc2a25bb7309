// A hotel's room types (decision 0040): anyone reads a live hotel's; its owner (or an administrator)
// adds, changes and removes them. The last type, or one that may hold stays not over yet, stays.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, MessageSchema, RoomTypeBody, RoomTypeChanges, RoomTypeParams, RoomTypeSchema } from '@ceylon/shared/contracts';
import {
  MAX_ROOM_GUESTS,
  ROOM_AMENITY_IDS,
  roundToCents,
  todayInColombo,
  type RoomType,
  type RoomTypeChangesRequest,
  type RoomTypeRequest,
} from '@ceylon/shared/domain';
import { OWNERS_ONLY } from '../../plugins/auth';
import { badRequest, conflict, notFound, say } from '../../http-errors';
import { createHotelsRepository } from '../../repositories/hotels-repository';
import {
  createRoomTypesRepository,
  roomTypeFieldsOf,
  toRoomType,
  type RoomTypeFields,
  type RoomTypeRow,
} from '../../repositories/room-types-repository';
import { removeRoomType, saveRoomType, type SaveRoomTypeResult } from '../../services/rooms-and-rates';
import { errorResponses } from '../../schemas/error-responses';
import type { OwnerRouteOptions } from './manageable';

const ROOM_TYPE_NOT_FOUND = say('error.roomType.notFound');

/** A stored type written as a full body, for a change to be laid over. */
function bodyOf(row: RoomTypeRow): RoomTypeRequest {
  const fields = roomTypeFieldsOf(row);
  return {
    ...fields,
    pricing: {
      basis: fields.pricingBasis,
      price: fields.price,
      ...(fields.includedAdults !== null && { includedAdults: fields.includedAdults }),
      ...(fields.extraAdultPrice !== null && { extraAdultPrice: fields.extraAdultPrice }),
      ...(fields.pricingBasis === 'per_room' && { childPrices: fields.childPrices }),
    },
  };
}

/** The body's fields, checked together and tidied (prices to cents), or a 400 naming the field. */
function roomTypeFields(body: RoomTypeRequest): RoomTypeFields {
  const maxChildren = body.maxChildren ?? 0;
  const maxGuests = body.maxGuests ?? Math.min(body.maxAdults + maxChildren, MAX_ROOM_GUESTS);
  if (maxGuests < body.maxAdults || maxGuests > body.maxAdults + maxChildren)
    throw badRequest('maxGuests', say('error.roomType.maxGuests'));
  const { basis, price, includedAdults, extraAdultPrice, childPrices } = body.pricing;
  const perRoomFields = { includedAdults: null, extraAdultPrice: null, childPrices: [] };
  if (basis === 'per_person') {
    if (includedAdults !== undefined || extraAdultPrice !== undefined || childPrices !== undefined) {
      throw badRequest('pricing', say('error.roomType.perPersonOnly'));
    }
  } else {
    if (includedAdults === undefined || extraAdultPrice === undefined) throw badRequest('pricing', say('error.roomType.perRoomNeeds'));
    if (includedAdults > body.maxAdults) throw badRequest('pricing', say('error.roomType.includedAdults'));
    const bands = [...(childPrices ?? [])].sort((a, b) => a.upToAge - b.upToAge);
    if (new Set(bands.map((band) => band.upToAge)).size !== bands.length) throw badRequest('pricing', say('error.roomType.childBands'));
    Object.assign(perRoomFields, {
      includedAdults,
      extraAdultPrice: roundToCents(extraAdultPrice),
      childPrices: bands.map((band) => ({ upToAge: band.upToAge, price: roundToCents(band.price) })),
    });
  }
  return {
    name: body.name.trim(),
    description: body.description ?? '',
    beds: (body.beds ?? '').trim(),
    sizeM2: body.sizeM2 ?? null,
    maxAdults: body.maxAdults,
    maxChildren,
    maxGuests,
    rooms: body.rooms,
    amenities: ROOM_AMENITY_IDS.filter((id) => body.amenities?.includes(id)),
    pricingBasis: basis,
    price: roundToCents(price),
    ...perRoomFields,
  };
}

/** A change laid over the stored type; a new occupancy without maxGuests takes its default again. */
function changedFields(row: RoomTypeRow, changes: RoomTypeChangesRequest): RoomTypeFields {
  const current = bodyOf(row);
  const occupancyChanged = changes.maxAdults !== undefined || changes.maxChildren !== undefined;
  const maxGuests = changes.maxGuests ?? (occupancyChanged ? undefined : current.maxGuests);
  return roomTypeFields({ ...current, ...changes, maxGuests });
}

function answerOf(result: SaveRoomTypeResult, name: string): RoomType {
  if (result.kind === 'not-found') throw notFound(ROOM_TYPE_NOT_FOUND);
  if (result.kind === 'name-taken') throw conflict(say('error.roomType.nameTaken', { name }));
  return toRoomType(result.roomType);
}

const roomTypeRoutes: FastifyPluginAsyncTypebox<OwnerRouteOptions> = async (app, { manageable }) => {
  const hotels = createHotelsRepository(app.db);
  const types = createRoomTypesRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const ownerOrAdmin = app.requireRole(['hotelOwner', 'admin'], OWNERS_ONLY);

  app.get(
    '/:id/room-types',
    {
      schema: {
        operationId: 'listHotelRoomTypes',
        summary: "List a hotel's room types",
        description: 'Every room type of a hotel that is not deleted, oldest first.',
        tags: ['hotels'],
        params: IdParams,
        response: { 200: Type.Array(RoomTypeSchema), ...errorResponses(404) },
      },
    },
    async (request): Promise<RoomType[]> => {
      const hotel = await hotels.findById(request.params.id);
      if (!hotel) throw notFound(say('error.hotelNotFound'));
      return (await types.list(hotel.id)).map(toRoomType);
    },
  );

  app.post(
    '/:id/room-types',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'addHotelRoomType',
        summary: 'Add a room type to a hotel',
        description: 'Refused (409) when another room type of the hotel has its name, in any case.',
        tags: ['hotels'],
        security,
        params: IdParams,
        body: RoomTypeBody,
        response: { 201: RoomTypeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const hotel = await manageable(request, request.params.id);
      const fields = roomTypeFields(request.body);
      const result = await saveRoomType(app.db, hotel.id, fields);
      if (result.kind === 'not-found') throw notFound(say('error.hotelNotFound'));
      return reply.status(201).send(answerOf(result, fields.name));
    },
  );

  app.patch(
    '/:id/room-types/:typeId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'changeHotelRoomType',
        summary: "Change a hotel's room type",
        description: 'Any of the fields, checked with the others as on creation; `pricing` is replaced whole.',
        tags: ['hotels'],
        security,
        params: RoomTypeParams,
        body: RoomTypeChanges,
        response: { 200: RoomTypeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const row = await types.find(hotel.id, request.params.typeId);
      if (!row) throw notFound(ROOM_TYPE_NOT_FOUND);
      const fields = changedFields(row, request.body);
      return answerOf(await saveRoomType(app.db, hotel.id, fields, row.id), fields.name);
    },
  );

  app.delete(
    '/:id/room-types/:typeId',
    {
      onRequest: ownerOrAdmin,
      schema: {
        operationId: 'removeHotelRoomType',
        summary: "Remove a hotel's room type",
        description:
          'Refused (409) for the last room type, and for a type that may hold stays not over yet: bookings do not name a room type yet, so a stay counts against every type the hotel had when it was booked.',
        tags: ['hotels'],
        security,
        params: RoomTypeParams,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const hotel = await manageable(request, request.params.id);
      const result = await removeRoomType(app.db, hotel.id, request.params.typeId, todayInColombo());
      if (result.kind === 'not-found') throw notFound(ROOM_TYPE_NOT_FOUND);
      if (result.kind === 'last-one') throw conflict(say('error.roomType.lastOne'));
      if (result.kind === 'future-stays') throw conflict(say('error.roomType.futureStays', { stays: result.stays }));
      return { message: 'Room type removed' };
    },
  );
};

export default roomTypeRoutes;
