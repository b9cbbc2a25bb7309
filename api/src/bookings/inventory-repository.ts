// Rooms taken per hotel per night (hotel_nights, migration 004). Writes take the transaction of
// the booking change they follow, so the inventory never disagrees with the bookings; the booking
// path holds the hotel's row lock first, which serialises two writers of one hotel's nights.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Nights are [checkIn, checkOut): the night of check-out is not stayed. */
function stayNights(checkIn: string, checkOut: string) {
  return sql`generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day')`;
}

/** A change of the rooms a stay holds, made in the transaction of the booking change it follows. */
type RoomsChange = (trx: Transaction<Database>, hotelId: string, checkIn: string, checkOut: string, rooms: number) => Promise<void>;

/** Adds `rooms` to each of `nights` (a set-returning SQL expression), creating the nights not yet taken. */
async function take(trx: Transaction<Database>, hotelId: string, rooms: number, nights: RawBuilder<unknown>): Promise<void> {
  await sql`
    insert into hotel_nights (hotel_id, night, rooms_taken)
    select ${hotelId}::uuid, taken.night::date, ${rooms}::int
    from ${nights} as taken(night)
    on conflict (hotel_id, night) do update set rooms_taken = hotel_nights.rooms_taken + excluded.rooms_taken`.execute(trx);
}

/** Adds `rooms` to each night of the stay. */
export const takeRooms: RoomsChange = (trx, hotelId, checkIn, checkOut, rooms) => take(trx, hotelId, rooms, stayNights(checkIn, checkOut));

/** Gives back `rooms` on the nights `which` picks; a night nobody holds any more is removed unless it is closed. */
async function giveBack(trx: Transaction<Database>, hotelId: string, rooms: number, which: Expression<SqlBool>): Promise<void> {
  await trx
    .updateTable('hotelNights')
    .set({ roomsTaken: sql`rooms_taken - ${rooms}` })
    .where('hotelId', '=', hotelId)
    .where(which)
    .execute();
  await trx
    .deleteFrom('hotelNights')
    .where('hotelId', '=', hotelId)
    .where(which)
    .where('roomsTaken', '=', 0)
    .where('closed', '=', false)
    .execute();
}

/** Gives back `rooms` on each night of the stay. */
export const releaseRooms: RoomsChange = (trx, hotelId, checkIn, checkOut, rooms) =>
  giveBack(trx, hotelId, rooms, sql<SqlBool>`night >= ${checkIn} and night < ${checkOut}`);

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

/**
 * The most rooms of one room type taken on any night of [checkIn, checkOut) (0 when none is), summed
 * from the type's bookings that take rooms (confirmed or pending). Read under the hotel's row lock,
 * which every booking of the hotel takes before it inserts, so no booking of the type can come in
 * between this count and the caller's insert.
 */
export async function busiestTypeNight(
  db: Kysely<Database>,
  hotelId: string,
  roomTypeId: string,
  checkIn: string,
  checkOut: string,
): Promise<number> {
  const { rows } = await sql<{ taken: number | null }>`
    select max(per_night.taken)::int as taken
    from (
      select stay.night, sum(b.rooms) as taken
      from bookings b
      cross join lateral generate_series(greatest(b.check_in, ${checkIn}::date), least(b.check_out, ${checkOut}::date) - 1, interval '1 day') as stay(night)
      where b.hotel_id = ${hotelId} and b.room_type_id = ${roomTypeId} and b.status in ('confirmed', 'pending')
        and b.check_in < ${checkOut}::date and b.check_out > ${checkIn}::date
      group by stay.night
    ) as per_night`.execute(db);
  return rows[0]?.taken ?? 0;
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

/** Nights of an imported calendar (calendar sync): each holds one room more. */
export async function holdNights(trx: Transaction<Database>, hotelId: string, held: readonly string[]): Promise<void> {
  if (held.length > 0) await take(trx, hotelId, 1, sql`unnest(${[...held]}::date[])`);
}

/** Nights an imported calendar no longer lists: one room each given back, as releaseRooms does for a stay. */
export async function releaseNights(trx: Transaction<Database>, hotelId: string, released: readonly string[]): Promise<void> {
  if (released.length > 0) await giveBack(trx, hotelId, 1, sql<SqlBool>`night = any(${[...released]}::date[])`);
}
