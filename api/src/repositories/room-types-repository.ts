// A hotel's room types (migration 023; decision 0040). Writes run on the transaction
// services/rooms-and-rates.ts opens under the hotel's row lock, so two writes cannot both pass the
// name check, and a hotel never loses its last type.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChildPriceBand, PricingBasis, RoomAmenityId, RoomType } from '@ceylon/shared/domain';
import type { Database, RoomTypesTable } from '../db/schema';

/** What an owner sets on a room type, tidied; id, hotel and creation time are the server's. */
export interface RoomTypeFields {
  name: string;
  description: string;
  beds: string;
  sizeM2: number | null;
  maxAdults: number;
  maxChildren: number;
  maxGuests: number;
  rooms: number;
  amenities: RoomAmenityId[];
  pricingBasis: PricingBasis;
  price: number;
  includedAdults: number | null;
  extraAdultPrice: number | null;
  childPrices: ChildPriceBand[];
}

const ROOM_TYPE_COLUMNS = [
  'id',
  'hotelId',
  'name',
  'description',
  'beds',
  'sizeM2',
  'maxAdults',
  'maxChildren',
  'maxGuests',
  'rooms',
  'amenities',
  'pricingBasis',
  'price',
  'includedAdults',
  'extraAdultPrice',
  'childPrices',
  'createdAt',
] as const;

export type RoomTypeRow = Selectable<RoomTypesTable>;

export function toRoomType(row: RoomTypeRow): RoomType {
  return {
    id: row.id,
    hotelId: row.hotelId,
    name: row.name,
    description: row.description,
    beds: row.beds,
    sizeM2: row.sizeM2,
    maxAdults: row.maxAdults,
    maxChildren: row.maxChildren,
    maxGuests: row.maxGuests,
    rooms: row.rooms,
    amenities: row.amenities,
    pricing: {
      basis: row.pricingBasis,
      price: row.price,
      includedAdults: row.includedAdults,
      extraAdultPrice: row.extraAdultPrice,
      childPrices: row.childPrices,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The row's fields as an owner would send them back: what a change is merged into. */
export function roomTypeFieldsOf(row: RoomTypeRow): RoomTypeFields {
  const { id: _id, hotelId: _hotelId, createdAt: _createdAt, ...fields } = row;
  return fields;
}

export function createRoomTypesRepository(db: Kysely<Database>) {
  return {
    /** The hotel's room types, oldest first. */
    list(hotelId: string): Promise<RoomTypeRow[]> {
      return db
        .selectFrom('roomTypes')
        .select(ROOM_TYPE_COLUMNS)
        .where('hotelId', '=', hotelId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    find(hotelId: string, typeId: string): Promise<RoomTypeRow | undefined> {
      return db
        .selectFrom('roomTypes')
        .select(ROOM_TYPE_COLUMNS)
        .where('hotelId', '=', hotelId)
        .where('id', '=', typeId)
        .executeTakeFirst();
    },

    /** Another type of the hotel with this name, in any case. */
    async nameTaken(hotelId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('roomTypes')
        .select('id')
        .where('hotelId', '=', hotelId)
        .where(sql<string>`lower(name)`, '=', name.toLowerCase());
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(hotelId: string, fields: RoomTypeFields): Promise<RoomTypeRow> {
      return db
        .insertInto('roomTypes')
        .values({ hotelId, ...fields, childPrices: JSON.stringify(fields.childPrices) })
        .returning(ROOM_TYPE_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async update(hotelId: string, typeId: string, fields: RoomTypeFields): Promise<RoomTypeRow | undefined> {
      return db
        .updateTable('roomTypes')
        .set({ ...fields, childPrices: JSON.stringify(fields.childPrices) })
        .where('hotelId', '=', hotelId)
        .where('id', '=', typeId)
        .returning(ROOM_TYPE_COLUMNS)
        .executeTakeFirst();
    },

    /** Removes the type and, by the foreign keys, its place in the hotel's rate plans. */
    async remove(hotelId: string, typeId: string): Promise<boolean> {
      const result = await db.deleteFrom('roomTypes').where('hotelId', '=', hotelId).where('id', '=', typeId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * The bookings that name the type (migration 024): all of them, and the stays not over yet
     * (confirmed or pending, checking out after `today`). A booked type is kept with its bookings.
     */
    async bookingsOf(typeId: string, today: string): Promise<{ bookings: number; stays: number }> {
      const { bookings, stays } = await db
        .selectFrom('bookings')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('bookings'),
          eb.fn
            .countAll<string | number>()
            .filterWhere((w) => w.and([w('status', 'in', ['confirmed', 'pending']), w('checkOut', '>', today)]))
            .as('stays'),
        ])
        .where('roomTypeId', '=', typeId)
        .executeTakeFirstOrThrow();
      return { bookings: Number(bookings), stays: Number(stays) };
    },

    /**
     * Keeps a hotel's only room type priced per person in step with the hotel's own price and
     * rooms, which bookings and search still read: called when an edit of the hotel changes them.
     */
    async followHotel(hotelId: string, changes: { price?: number; rooms?: number }): Promise<void> {
      if (changes.price === undefined && changes.rooms === undefined) return;
      await db
        .updateTable('roomTypes')
        .set({ ...(changes.price !== undefined && { price: changes.price }), ...(changes.rooms !== undefined && { rooms: changes.rooms }) })
        .where('hotelId', '=', hotelId)
        .where('pricingBasis', '=', 'per_person')
        .where(sql<boolean>`(select count(*) from room_types where hotel_id = ${hotelId}) = 1`)
        .execute();
    },
  };
}
