// Rooms taken per hotel per night (hotel_nights, migration 004). Writes take the transaction of
// the booking change they follow, so the inventory never disagrees with the bookings; the booking
// path holds the hotel's row lock first, which serialises two writers of one hotel's nights.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Nights are [checkIn, checkOut): the night of check-out is not stayed. */
function stayNights(checkIn: string, checkOut: string) {
  return sql`generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day')`;
}

/** A change of the rooms a stay holds, made in the transaction of the booking change it follows. */
type RoomsChange = (trx: Transaction<Database>, hotelId: string, checkIn: string, checkOut: string, rooms: number) => Promise<void>;

/** Adds `rooms` to each night of the stay, creating the nights not yet taken. */
export const takeRooms: RoomsChange = async (trx, hotelId, checkIn, checkOut, rooms) => {
  await sql`
    insert into hotel_nights (hotel_id, night, rooms_taken)
    select ${hotelId}::uuid, stay.night::date, ${rooms}::int
    from ${stayNights(checkIn, checkOut)} as stay(night)
    on conflict (hotel_id, night) do update set rooms_taken = hotel_nights.rooms_taken + excluded.rooms_taken`.execute(trx);
};

/** Gives back `rooms` on each night of the stay; a night nobody holds any more is removed unless it is closed. */
export const releaseRooms: RoomsChange = async (trx, hotelId, checkIn, checkOut, rooms) => {
  await trx
    .updateTable('hotelNights')
    .set({ roomsTaken: sql`rooms_taken - ${rooms}` })
    .where('hotelId', '=', hotelId)
    .where('night', '>=', checkIn)
    .where('night', '<', checkOut)
    .execute();
  await trx
    .deleteFrom('hotelNights')
    .where('hotelId', '=', hotelId)
    .where('night', '>=', checkIn)
    .where('night', '<', checkOut)
    .where('roomsTaken', '=', 0)
    .where('closed', '=', false)
    .execute();
};

/** The rooms taken on the stay's busiest night, and whether any night of it is closed (then it is full). */
export interface StayLoad {
  taken: number;
  closed: boolean;
}

/** The most rooms taken on any night of [checkIn, checkOut) (0 when none is taken), and whether one is closed. */
export async function busiestNight(db: Kysely<Database>, hotelId: string, checkIn: string, checkOut: string): Promise<StayLoad> {
  const row = await db
    .selectFrom('hotelNights')
    .select((eb) => [eb.fn.max<number | null>('roomsTaken').as('taken'), sql<boolean | null>`bool_or(closed)`.as('closed')])
    .where('hotelId', '=', hotelId)
    .where('night', '>=', checkIn)
    .where('night', '<', checkOut)
    .executeTakeFirst();
  return { taken: row?.taken ?? 0, closed: row?.closed ?? false };
}

/** The night from `from` on with the most rooms taken at a hotel, if any room is taken at all. */
export function busiestNightFrom(
  db: Kysely<Database>,
  hotelId: string,
  from: string,
): Promise<{ night: string; taken: number } | undefined> {
  return db
    .selectFrom('hotelNights')
    .select(['night', 'roomsTaken as taken'])
    .where('hotelId', '=', hotelId)
    .where('night', '>=', from)
    .where('roomsTaken', '>', 0)
    .orderBy('roomsTaken', 'desc')
    .orderBy('night')
    .limit(1)
    .executeTakeFirst();
}

/** The taken or closed nights of [from, toExclusive), in date order; nights not listed are open with no room taken. */
export function nights(
  db: Kysely<Database>,
  hotelId: string,
  from: string,
  toExclusive: string,
): Promise<{ night: string; roomsTaken: number; closed: boolean }[]> {
  return db
    .selectFrom('hotelNights')
    .select(['night', 'roomsTaken', 'closed'])
    .where('hotelId', '=', hotelId)
    .where('night', '>=', from)
    .where('night', '<', toExclusive)
    .orderBy('night')
    .execute();
}
