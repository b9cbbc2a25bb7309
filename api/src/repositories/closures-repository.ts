// A hotel's closed dates (migration 011): a closure row and `closed` on each of its nights in
// hotel_nights. The writes take the transaction services/closures.ts opens under the hotel's row
// lock, the lock the booking path takes, so a closure and a booking of the same nights cannot both succeed.
import { sql, type Kysely, type Selectable } from 'kysely';
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

    /** The hotel's first closure sharing a night with the range, if any. */
    async findOverlapping(hotelId: string, range: ClosureRange): Promise<Closure | undefined> {
      const row = await db
        .selectFrom('hotelClosures')
        .select(CLOSURE_COLUMNS)
        .where('hotelId', '=', hotelId)
        .where('firstNight', '<=', range.lastNight)
        .where('lastNight', '>=', range.firstNight)
        .orderBy('firstNight')
        .executeTakeFirst();
      return row && toClosure(row);
    },

    /** The confirmed or pending stays holding a night of the range, by check-in. */
    staysInTheWay(hotelId: string, range: ClosureRange): Promise<StayInTheWay[]> {
      return db
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
    },

    /** On a transaction: stores the closure and marks each of its nights closed in hotel_nights. */
    async insert(hotelId: string, createdBy: string, range: ClosureRange, reason: string): Promise<Closure> {
      const created = await db
        .insertInto('hotelClosures')
        .values({ hotelId, createdBy, reason, firstNight: range.firstNight, lastNight: range.lastNight })
        .returning(CLOSURE_COLUMNS)
        .executeTakeFirstOrThrow();
      await sql`
        insert into hotel_nights (hotel_id, night, rooms_taken, closed)
        select ${hotelId}::uuid, closure.night::date, 0, true
        from ${closureNights(range)} as closure(night)
        on conflict (hotel_id, night) do update set closed = true`.execute(db);
      return toClosure(created);
    },

    /** On a transaction: deletes the closure and reopens its nights; false when the hotel has no such closure. */
    async remove(hotelId: string, closureId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('hotelClosures')
        .where('id', '=', closureId)
        .where('hotelId', '=', hotelId)
        .returning(['firstNight', 'lastNight'])
        .executeTakeFirst();
      if (!removed) return false;
      // Closures never overlap (create refuses it), so every night of this one opens again.
      await db
        .updateTable('hotelNights')
        .set({ closed: false })
        .where('hotelId', '=', hotelId)
        .where('night', '>=', removed.firstNight)
        .where('night', '<=', removed.lastNight)
        .execute();
      await db
        .deleteFrom('hotelNights')
        .where('hotelId', '=', hotelId)
        .where('night', '>=', removed.firstNight)
        .where('night', '<=', removed.lastNight)
        .where('roomsTaken', '=', 0)
        .execute();
      return true;
    },
  };
}

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;
