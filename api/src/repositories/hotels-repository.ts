// Hotels. Deleting is soft: the hotel leaves every listing, its bookings keep their title and place.
import type { Kysely, Selectable } from 'kysely';
import type { Hotel } from '@ceylon/shared/domain';
import type { Database, HotelsTable } from '../db/schema';
import { softDeleteWithStays } from './soft-delete';

export interface HotelFields {
  title: string;
  location: string;
  price: number;
  description: string;
  imageUrl: string;
  rating: number;
  bestSeller: boolean;
  rooms: number;
}

export interface HotelRecord extends Selectable<HotelsTable> {
  creatorFirstName: string;
  creatorLastName: string;
}

export function toHotel(row: HotelRecord): Hotel {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    price: row.price,
    description: row.description,
    imageUrl: row.imageUrl,
    rating: row.rating,
    bestSeller: row.bestSeller,
    rooms: row.rooms,
    creator: { id: row.creatorId, firstName: row.creatorFirstName, lastName: row.creatorLastName },
    createdAt: row.createdAt.toISOString(),
  };
}

export function createHotelsRepository(db: Kysely<Database>) {
  const withCreator = () =>
    db
      .selectFrom('hotels')
      .innerJoin('users', 'users.id', 'hotels.creatorId')
      .selectAll('hotels')
      .select(['users.firstName as creatorFirstName', 'users.lastName as creatorLastName'])
      .where('hotels.deletedAt', 'is', null);

  return {
    list(): Promise<HotelRecord[]> {
      return withCreator().orderBy('hotels.createdAt').orderBy('hotels.id').execute();
    },

    listByCreator(creatorId: string): Promise<HotelRecord[]> {
      return withCreator()
        .where('hotels.creatorId', '=', creatorId)
        .orderBy('hotels.createdAt')
        .orderBy('hotels.id')
        .execute();
    },

    findById(id: string): Promise<HotelRecord | undefined> {
      return withCreator().where('hotels.id', '=', id).executeTakeFirst();
    },

    async create(creatorId: string, fields: HotelFields): Promise<HotelRecord> {
      const { id } = await db
        .insertInto('hotels')
        .values({ ...fields, creatorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await this.findById(id);
      if (!created) throw new Error(`Hotel ${id} vanished after insert`);
      return created;
    },

    async update(id: string, changes: Partial<HotelFields>): Promise<HotelRecord | undefined> {
      if (Object.keys(changes).length > 0) {
        await db
          .updateTable('hotels')
          .set({ ...changes, updatedAt: new Date() })
          .where('id', '=', id)
          .where('deletedAt', 'is', null)
          .execute();
      }
      return this.findById(id);
    },

    /** Hides the hotel and cancels its confirmed or pending stays from `today` on. */
    softDelete(id: string, today: string): Promise<boolean> {
      return softDeleteWithStays(db, { table: 'hotels', bookingColumn: 'hotelId' }, id, today);
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
