// Hotels. Deleting is soft: the hotel leaves every listing, its bookings keep their title and place.
import type { Kysely, QueryCreator, Selectable, Transaction, Updateable } from 'kysely';
import { guestScore, type Hotel, type HotelCardHotel } from '@ceylon/shared/domain';
import type { Database, HotelsTable } from '../db/schema';
import { coverImageUrl } from '../photos/cover-image-url';

/** What an owner or administrator sets on a hotel; id, creator and timestamps are the server's. */
export type HotelFields = Pick<
  Hotel,
  | 'title'
  | 'location'
  | 'price'
  | 'description'
  | 'imageUrl'
  | 'rating'
  | 'bestSeller'
  | 'rooms'
  | 'amenities'
  | 'address'
  | 'checkInTime'
  | 'checkOutTime'
>;

export interface HotelRecord extends Selectable<HotelsTable> {
  creatorFirstName: string;
  creatorLastName: string;
}

/** The columns a hotel card is made from (`toHotelCard`), with its creator's name. */
export type HotelCardRecord = Pick<
  HotelRecord,
  | 'id'
  | 'title'
  | 'location'
  | 'price'
  | 'imageUrl'
  | 'rating'
  | 'bestSeller'
  | 'reviewCount'
  | 'reviewTotal'
  | 'cover'
  | 'creatorId'
  | 'creatorFirstName'
  | 'creatorLastName'
>;

/** What a hotel card shows, worked out as for the whole hotel: the town pages' hotels (GET /api/destinations/:slug). */
export function toHotelCard(row: HotelCardRecord): HotelCardHotel {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    price: row.price,
    imageUrl: coverImageUrl(row.cover, row.imageUrl),
    rating: row.rating,
    bestSeller: row.bestSeller,
    guestScore: guestScore(row.reviewCount, row.reviewTotal),
    reviewCount: row.reviewCount,
    cover: row.cover ?? null,
    creator: { id: row.creatorId, firstName: row.creatorFirstName, lastName: row.creatorLastName },
  };
}

export function toHotel(row: HotelRecord): Hotel {
  return {
    ...toHotelCard(row),
    description: row.description,
    rooms: row.rooms,
    amenities: row.amenities,
    address: row.address,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a client may set, named one by one: id, creator, timestamps and deletion are the server's. */
function hotelColumns(fields: Partial<HotelFields>): Updateable<HotelsTable> {
  const columns: Updateable<HotelsTable> = {};
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.location !== undefined) columns.location = fields.location;
  if (fields.price !== undefined) columns.price = fields.price;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.imageUrl !== undefined) columns.imageUrl = fields.imageUrl;
  if (fields.rating !== undefined) columns.rating = fields.rating;
  if (fields.bestSeller !== undefined) columns.bestSeller = fields.bestSeller;
  if (fields.rooms !== undefined) columns.rooms = fields.rooms;
  if (fields.amenities !== undefined) columns.amenities = fields.amenities;
  if (fields.address !== undefined) columns.address = fields.address;
  if (fields.checkInTime !== undefined) columns.checkInTime = fields.checkInTime;
  if (fields.checkOutTime !== undefined) columns.checkOutTime = fields.checkOutTime;
  return columns;
}

/** Hotels not deleted, each with its creator's name: the rows toHotel reads. */
export function hotelsWithCreator(db: QueryCreator<Database>) {
  return db
    .selectFrom('hotels')
    .innerJoin('users', 'users.id', 'hotels.creatorId')
    .selectAll('hotels')
    .select(['users.firstName as creatorFirstName', 'users.lastName as creatorLastName'])
    .where('hotels.deletedAt', 'is', null);
}

/**
 * On a transaction: locks a live hotel's row until it ends, and reads what the writers need of it.
 * A booking, a closure, a photo change and an edit of the hotel all take this lock first, so they
 * happen one after another; undefined when there is no such hotel (or it is deleted).
 */
export function lockHotel(trx: Transaction<Database>, id: string): Promise<{ title: string; price: number; rooms: number } | undefined> {
  return trx
    .selectFrom('hotels')
    .select(['title', 'price', 'rooms'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export function createHotelsRepository(db: Kysely<Database>) {
  const withCreator = () => hotelsWithCreator(db);

  return {
    listByCreator(creatorId: string): Promise<HotelRecord[]> {
      return withCreator().where('hotels.creatorId', '=', creatorId).orderBy('hotels.createdAt').orderBy('hotels.id').execute();
    },

    findById(id: string): Promise<HotelRecord | undefined> {
      return withCreator().where('hotels.id', '=', id).executeTakeFirst();
    },

    async create(creatorId: string, fields: HotelFields): Promise<HotelRecord> {
      const { id } = await db
        .insertInto('hotels')
        .values({
          title: fields.title,
          location: fields.location,
          price: fields.price,
          description: fields.description,
          imageUrl: fields.imageUrl,
          rating: fields.rating,
          bestSeller: fields.bestSeller,
          rooms: fields.rooms,
          amenities: fields.amenities,
          address: fields.address,
          checkInTime: fields.checkInTime,
          checkOutTime: fields.checkOutTime,
          creatorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await this.findById(id);
      if (!created) throw new Error(`Hotel ${id} vanished after insert`);
      return created;
    },

    /** Sets the fields given (none: nothing is written) and moves `updatedAt` on. */
    async change(id: string, changes: Partial<HotelFields>): Promise<void> {
      const columns = hotelColumns(changes);
      if (Object.keys(columns).length === 0) return;
      await db
        .updateTable('hotels')
        .set({ ...columns, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
