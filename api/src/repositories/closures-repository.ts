// A hotel's closed dates (migration 011): a closure row and `closed` on each of its nights in
// hotel_nights, written together under the hotel's row lock, the lock the booking path takes, so
// a closure and a booking of the same nights cannot both succeed.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Closure } from '@ceylon/shared/domain';
import type { Database, HotelClosuresTable } from '../db/schema';

export interface ClosureRange {
  firstNight: string;
  lastNight: string;
}

/** A confirmed or pending stay holding a night of a closure asked for. */
export interface StayInTheWay {
  id: string;
  reference: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  status: string;
}

export type CreateClosureResult =
  | { kind: 'created'; closure: Closure }
  | { kind: 'not-found' }
  | { kind: 'overlaps'; closure: Closure }
  | { kind: 'stays'; stays: StayInTheWay[] };

export function toClosure(row: Omit<Selectable<HotelClosuresTable>, 'createdBy'>): Closure {
  return {
    id: row.id,
    hotelId: row.hotelId,
    firstNight: row.firstNight,
    lastNight: row.lastNight,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

const CLOSURE_COLUMNS = ['id', 'hotelId', 'firstNight', 'lastNight', 'reason', 'createdAt'] as const;

/** Holds the live hotel's row until the transaction ends; false when there is no such hotel. */
async function lockHotel(trx: Transaction<Database>, hotelId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('hotels')
    .select('id')
    .where('id', '=', hotelId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Nights are firstNight..lastNight, both included. */
function closureNights({ firstNight, lastNight }: ClosureRange) {
  return sql`generate_series(${firstNight}::date, ${lastNight}::date, interval '1 day')`;
}

export function createClosuresRepository(db: Kysely<Database>) {
  return {
    /** Closures not over by `today`, by first night. */
    listCurrent(hotelId: string, today: string): Promise<Closure[]> {
      return db
        .selectFrom('hotelClosures')
        .select(CLOSURE_COLUMNS)
        .where('hotelId', '=', hotelId)
        .where('lastNight', '>=', today)
        .orderBy('firstNight')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map(toClosure));
    },

    /** Closes the nights unless one is closed already or held by a stay; stores nothing then. */
    create(hotelId: string, createdBy: string, range: ClosureRange, reason: string): Promise<CreateClosureResult> {
      return db.transaction().execute(async (trx): Promise<CreateClosureResult> => {
        if (!(await lockHotel(trx, hotelId))) return { kind: 'not-found' };
        const overlapping = await trx
          .selectFrom('hotelClosures')
          .select(CLOSURE_COLUMNS)
          .where('hotelId', '=', hotelId)
          .where('firstNight', '<=', range.lastNight)
          .where('lastNight', '>=', range.firstNight)
          .orderBy('firstNight')
          .executeTakeFirst();
        if (overlapping) return { kind: 'overlaps', closure: toClosure(overlapping) };
        const stays = await trx
          .selectFrom('bookings')
          .innerJoin('users', 'users.id', 'bookings.userId')
          .select([
            'bookings.id',
            'bookings.reference',
            sql<string>`users.first_name || ' ' || users.last_name`.as('guestName'),
            'bookings.checkIn',
            'bookings.checkOut',
            'bookings.rooms',
            'bookings.status',
          ])
          .where('bookings.hotelId', '=', hotelId)
          .where('bookings.status', 'in', ['confirmed', 'pending'])
          .where('bookings.checkIn', '<=', range.lastNight)
          .where('bookings.checkOut', '>', range.firstNight)
          .orderBy('bookings.checkIn')
          .orderBy('bookings.id')
          .execute();
        if (stays.length > 0) return { kind: 'stays', stays };
        const created = await trx
          .insertInto('hotelClosures')
          .values({ hotelId, createdBy, reason, firstNight: range.firstNight, lastNight: range.lastNight })
          .returning(CLOSURE_COLUMNS)
          .executeTakeFirstOrThrow();
        await sql`
          insert into hotel_nights (hotel_id, night, rooms_taken, closed)
          select ${hotelId}::uuid, closure.night::date, 0, true
          from ${closureNights(range)} as closure(night)
          on conflict (hotel_id, night) do update set closed = true`.execute(trx);
        return { kind: 'created', closure: toClosure(created) };
      });
    },

    /** Reopens the closure's nights; false when the hotel has no such closure. */
    remove(hotelId: string, closureId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockHotel(trx, hotelId))) return false;
        const removed = await trx
          .deleteFrom('hotelClosures')
          .where('id', '=', closureId)
          .where('hotelId', '=', hotelId)
          .returning(['firstNight', 'lastNight'])
          .executeTakeFirst();
        if (!removed) return false;
        // Closures never overlap (create refuses it), so every night of this one opens again.
        await trx
          .updateTable('hotelNights')
          .set({ closed: false })
          .where('hotelId', '=', hotelId)
          .where('night', '>=', removed.firstNight)
          .where('night', '<=', removed.lastNight)
          .execute();
        await trx
          .deleteFrom('hotelNights')
          .where('hotelId', '=', hotelId)
          .where('night', '>=', removed.firstNight)
          .where('night', '<=', removed.lastNight)
          .where('roomsTaken', '=', 0)
          .execute();
        return true;
      });
    },
  };
}

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;
