// Seeds a large catalogue for the search benchmark with set-based SQL (one INSERT … SELECT per
// table), so 100,000 hotels and 1,000,000 bookings take seconds, not hours. Every value is a fixed
// function of the row's number (ids are md5 of it), so two runs seed the same rows; only the dates
// move with today, because availability is about the nights ahead.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { REFERENCE_ALPHABET } from '../bookings/booking-reference';

/** Towns the hotels stand in; the benchmark's text queries are drawn from these. */
export const TOWNS = [
  'Colombo',
  'Kandy',
  'Galle',
  'Ella',
  'Nuwara Eliya',
  'Sigiriya',
  'Trincomalee',
  'Jaffna',
  'Negombo',
  'Bentota',
  'Hikkaduwa',
  'Mirissa',
  'Unawatuna',
  'Arugam Bay',
  'Anuradhapura',
  'Polonnaruwa',
  'Dambulla',
  'Haputale',
  'Tangalle',
  'Batticaloa',
  'Matara',
  'Kalutara',
  'Beruwala',
  'Weligama',
  'Habarana',
  'Badulla',
  'Ratnapura',
  'Kurunegala',
  'Kitulgala',
  'Pasikudah',
] as const;

const NAMES = ['Lagoon', 'Palm', 'Tea Hills', 'Coral', 'Lotus', 'Elephant', 'Monsoon', 'Cinnamon', 'Ocean', 'Temple'];
const KINDS = ['Resort', 'Villa', 'Guest House', 'Boutique Hotel', 'Retreat', 'Bungalow', 'Lodge', 'Inn'];

const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);
/** The n-th hotel's id (1-based), the same in every run. */
const hotelId = (n: string) => sql.raw(`md5('hotel-' || ${n})::uuid`);
/** A whole number 0 … 2^28 − 1 drawn from md5 of the row's number: the same in every run, unrelated between fields. */
const drawn = (field: string, n: string) => `('x0' || substr(md5('${field}-' || ${n}), 1, 7))::bit(32)::int`;
const draw = (field: string, n: string) => sql.raw(drawn(field, n));

/** `CS-` and the row's number in base 31 over the reference alphabet, six digits: unique below 31⁶. */
const referenceOf = (n: string) =>
  `'CS-' || ${Array.from({ length: 6 }, (_, i) => `substr('${REFERENCE_ALPHABET}', 1 + (${n} / ${31 ** (5 - i)}) % 31, 1)`).join(' || ')}`;

async function hasColumn(db: Kysely<Database>, table: string, column: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    select count(*)::int as found from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  return (rows[0]?.found ?? 0) > 0;
}

export interface SeedSize {
  hotels: number;
  bookings: number;
  /** Distinct guests the bookings belong to. */
  guests: number;
  /** Seasons on one hotel in ten, over the nights the benchmark searches. */
  seasons?: boolean;
}

export interface SeedReport {
  hotelNights: number | 'no hotel_nights table';
  /** Seasons seeded: 0 unless asked for. */
  seasons: number;
  seconds: number;
}

export async function seedCatalogue(db: Kysely<Database>, size: SeedSize): Promise<SeedReport> {
  const started = performance.now();
  await sql`insert into users (id, first_name, last_name, email, role, password_hash, created_at)
    select md5('user-' || n)::uuid, 'Guest', 'No ' || n, 'bench-' || n || '@ceylon.test',
      case when n = 0 then 'hotelOwner' else 'user' end, 'not-a-password-hash', timestamptz '2025-01-01' + n * interval '1 minute'
    from generate_series(0, ${size.guests}) n`.execute(db);

  // Prices 20.00–499.99, ratings 1.0–5.0, 1–30 rooms, one in ten a best seller: each drawn on its own,
  // so no town holds all the best sellers (that would flatter or punish one sort order).
  await sql`insert into hotels (id, title, location, price, description, image_url, rating, best_seller, rooms, creator_id, created_at, updated_at)
    select ${hotelId('n')},
      (${list(NAMES)})[1 + ${draw('name', 'n')} % ${NAMES.length}] || ' ' || (${list(KINDS)})[1 + ${draw('kind', 'n')} % ${KINDS.length}] || ' ' || n,
      town,
      20 + ${draw('price', 'n')} % 48000 / 100.0,
      'Rooms a short walk from the centre of ' || town || ', with breakfast on the veranda and a pool in the garden.',
      '/api/assets/hotels/colombo.svg',
      1 + ${draw('rating', 'n')} % 41 / 10.0,
      ${draw('best', 'n')} % 10 = 0,
      1 + ${draw('rooms', 'n')} % 30,
      md5('user-0')::uuid,
      timestamptz '2025-06-01' + n * interval '1 second',
      timestamptz '2025-06-01' + n * interval '1 second'
    from generate_series(1, ${size.hotels}) n,
      lateral (select (${list(TOWNS)})[1 + ${draw('town', 'n')} % ${TOWNS.length}] as town) t`.execute(db);

  // Stays of 1–5 nights from 30 days ago to 180 days ahead; one in ten cancelled, one in seven for two rooms.
  const withRooms = await hasColumn(db, 'bookings', 'rooms');
  const roomsColumn = sql.raw(withRooms ? ', rooms' : '');
  const roomsValue = sql.raw(withRooms ? `, case when ${drawn('rooms', 'n')} % 7 = 0 then 2 else 1 end` : '');
  // A reference of its own per row (n written in base 31): the column's random default would clash
  // among a million rows, where the API draws again.
  const withReference = await hasColumn(db, 'bookings', 'reference');
  const referenceColumn = sql.raw(withReference ? ', reference' : '');
  const referenceValue = sql.raw(withReference ? `, ${referenceOf('n')}` : '');
  await sql`insert into bookings (id, hotel_id, user_id, check_in, check_out, guests, total_price, status, created_at${roomsColumn}${referenceColumn})
    select md5('booking-' || n)::uuid, h.id, md5('user-' || (1 + n % ${size.guests}))::uuid,
      current_date + s.start, current_date + s.start + s.nights, s.guests, h.price * s.nights * s.guests,
      case when n % 10 = 0 then 'cancelled' when s.start < 0 then 'completed' else 'confirmed' end,
      timestamptz '2025-07-01' + n * interval '1 second'${roomsValue}${referenceValue}
    from generate_series(1, ${size.bookings}) n
      cross join lateral (select 1 + ${draw('nights', 'n')} % 5 as nights, 1 + ${draw('guests', 'n')} % 4 as guests,
        ${draw('start', 'n')} % 211 - 30 as start, 1 + ${draw('hotel', 'n')} % ${size.hotels} as hotel) s
      join hotels h on h.id = ${hotelId('s.hotel')}`.execute(db);

  let hotelNights: SeedReport['hotelNights'] = 'no hotel_nights table';
  if (await hasColumn(db, 'hotel_nights', 'rooms_taken')) {
    // The inventory as S1's migration backfills it: rooms of the stays that take rooms, per hotel per night.
    const rooms = sql.raw(withRooms ? 'sum(b.rooms)' : 'count(*)');
    await sql`insert into hotel_nights (hotel_id, night, rooms_taken)
      select b.hotel_id, night::date, ${rooms}
      from bookings b cross join lateral generate_series(b.check_in, b.check_out - 1, interval '1 day') night
      where b.status in ('confirmed', 'pending')
      group by b.hotel_id, night::date`.execute(db);
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from hotel_nights`.execute(db);
    hotelNights = rows[0]?.count ?? 0;
  }
  const seasons = size.seasons ? await seedSeasons(db) : 0;
  // VACUUM too: a fresh table's first readers would otherwise pay for setting every row's hint bits.
  await sql`vacuum analyze`.execute(db);
  return { hotelNights, seasons, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * Three seasons on every tenth hotel, back to back over the next 120 nights (the benchmark's stays
 * start 1–60 days ahead, so most of them cross one or two): a high season at 1.3 × the price with
 * weekends at 1.5 × and a 2-night minimum, then a low one at 0.8 ×, then a shoulder at 1.1 ×.
 */
async function seedSeasons(db: Kysely<Database>): Promise<number> {
  await sql`insert into hotel_seasons (hotel_id, name, first_night, last_night, price, weekend_price, min_nights, created_by)
    select h.id, s.name, current_date + s.first, current_date + s.last, round(h.price * s.factor, 2),
      case when s.weekend then round(h.price * 1.5, 2) end, s.min_nights, md5('user-0')::uuid
    from hotels h
      cross join (values ('High', 0, 29, 1.3, true, 2), ('Low', 30, 79, 0.8, false, 1), ('Shoulder', 80, 119, 1.1, false, 1))
        as s(name, first, last, factor, weekend, min_nights)
    where ('x0' || substr(h.id::text, 1, 7))::bit(32)::int % 10 = 0`.execute(db);
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from hotel_seasons`.execute(db);
  return rows[0]?.count ?? 0;
}
