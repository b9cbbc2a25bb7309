// Hotel search (GET /api/hotels): the filters, the stay's availability read from hotel_nights,
// keyset pages in each sort order and the count. Every condition here has an index (migration 005,
// and hotel_nights' primary key for the stay), so no query reads every hotel or any booking.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { hotelsWithCreator, type HotelRecord } from './hotels-repository';

/** The API's sort orders, and `listed` (oldest first): the order of a request with no parameters. */
export type HotelOrder = 'listed' | 'recommended' | 'price-asc' | 'price-desc' | 'rating';

export type KeyColumn = 'bestSeller' | 'rating' | 'createdAt' | 'price' | 'id';
export type KeyValue = boolean | number | string;
export interface KeyPart {
  column: KeyColumn;
  descending: boolean;
}

const asc = (column: KeyColumn): KeyPart => ({ column, descending: false });
const desc = (column: KeyColumn): KeyPart => ({ column, descending: true });

/** Each order's keyset, id last so that every row has a place of its own; each matches an index of 005. */
export const ORDER_KEYS: Record<HotelOrder, readonly KeyPart[]> = {
  listed: [asc('createdAt'), asc('id')],
  recommended: [desc('bestSeller'), desc('rating'), asc('createdAt'), asc('id')],
  'price-asc': [asc('price'), asc('id')],
  // id descending too, so that hotels_price (price, id) is read backwards.
  'price-desc': [desc('price'), desc('id')],
  rating: [desc('rating'), asc('id')],
};

/** A stay's nights are [checkIn, checkOut); `rooms` must be free on each unless `includeFull`. */
export interface StayFilter {
  checkIn: string;
  checkOut: string;
  rooms: number;
  includeFull: boolean;
}

export interface HotelSearch {
  /** Trimmed, non-empty: a case-insensitive substring of title or location. */
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  stay?: StayFilter;
  order: HotelOrder;
  /** The key of the last hotel of the previous page, in ORDER_KEYS' order. */
  after?: readonly KeyValue[];
  limit: number;
}

export interface FoundHotel extends HotelRecord {
  /** Rooms free on the stay's busiest night; null without a stay. */
  availableRooms: number | null;
  /** created_at to the microsecond (a Date keeps milliseconds only), for the cursor. */
  createdAtKey: string;
}

type HotelsEb = ExpressionBuilder<Database, 'hotels'>;

/** LIKE's wildcards and its escape character, taken literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const nightsOf = (eb: HotelsEb, stay: StayFilter) =>
  eb
    .selectFrom('hotelNights')
    .whereRef('hotelNights.hotelId', '=', 'hotels.id')
    .where('hotelNights.night', '>=', stay.checkIn)
    .where('hotelNights.night', '<', stay.checkOut);

function matching(eb: HotelsEb, search: HotelSearch): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('hotels.deletedAt', 'is', null)];
  if (search.q) {
    const pattern = likeContaining(search.q);
    conditions.push(
      eb.or([
        eb(eb.fn('lower', ['hotels.title']), 'like', eb.fn('lower', [eb.val(pattern)])),
        eb(eb.fn('lower', ['hotels.location']), 'like', eb.fn('lower', [eb.val(pattern)])),
      ]),
    );
  }
  // SPEC §5 compares the whole-number part of the price: trunc(price) >= min, trunc(price) <= max.
  if (search.minPrice !== undefined) conditions.push(eb('hotels.price', '>=', search.minPrice));
  if (search.maxPrice !== undefined) conditions.push(eb('hotels.price', '<', search.maxPrice + 1));
  const { stay } = search;
  if (stay && !stay.includeFull) {
    // Left out: a hotel with fewer rooms than wanted, or a night of the stay with fewer free.
    const full = nightsOf(eb, stay)
      .select('hotelNights.night')
      .where('hotelNights.roomsTaken', '>', sql<number>`${eb.ref('hotels.rooms')} - ${stay.rooms}`);
    conditions.push(eb('hotels.rooms', '>=', stay.rooms), eb.not(eb.exists(full)));
  }
  return eb.and(conditions);
}

function keyValueOf(column: KeyColumn, value: KeyValue) {
  // The cursor carries created_at as ISO text with microseconds; compared as a timestamp.
  return column === 'createdAt' ? sql<Date>`cast(${value} as timestamptz)` : value;
}

/** Rows after `after` in the keyset order: (k1 > v1) or (k1 = v1 and k2 > v2) or … */
function afterKey(eb: HotelsEb, keys: readonly KeyPart[], after: readonly KeyValue[]): Expression<SqlBool> {
  const parts = keys.map((key, i) => {
    const value = after[i];
    if (value === undefined) throw new Error(`The cursor has no value for ${key.column}`);
    return {
      ref: eb.ref(`hotels.${key.column}`),
      before: key.descending ? ('<' as const) : ('>' as const),
      value: keyValueOf(key.column, value),
    };
  });
  const branches = parts.map((part, i) =>
    eb.and([...parts.slice(0, i).map((earlier) => eb(earlier.ref, '=', earlier.value)), eb(part.ref, part.before, part.value)]),
  );
  // The first key's bound on its own as well, so that the index scan starts at the cursor.
  const [first] = parts;
  if (!first) return eb.or(branches);
  return eb.and([eb(first.ref, first.before === '<' ? '<=' : '>=', first.value), eb.or(branches)]);
}

/** One page's query: up to `limit` + 1 hotels (the extra one says more follow). Exported for EXPLAIN. */
export function pageQuery(db: Kysely<Database>, search: HotelSearch) {
  const keys = ORDER_KEYS[search.order];
  const { stay, after } = search;
  let query = hotelsWithCreator(db)
    .select((eb) => [
      sql<string>`to_char(${eb.ref('hotels.createdAt')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('createdAtKey'),
      stay
        ? sql<number>`greatest(0, ${eb.ref('hotels.rooms')} - coalesce((${nightsOf(eb, stay).select((n) =>
            n.fn.max('hotelNights.roomsTaken').as('taken'),
          )}), 0))`.as('availableRooms')
        : sql<number | null>`null::integer`.as('availableRooms'),
    ])
    .where((eb) => matching(eb, search));
  if (after) query = query.where((eb) => afterKey(eb, keys, after));
  for (const key of keys) query = query.orderBy(`hotels.${key.column}`, key.descending ? 'desc' : 'asc');
  return query.limit(search.limit + 1);
}

/** The count's query: every hotel matching the filters, availability included. Exported for EXPLAIN. */
export function countQuery(db: Kysely<Database>, search: HotelSearch) {
  return db
    .selectFrom('hotels')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where((eb) => matching(eb, search));
}

export function createHotelSearchRepository(db: Kysely<Database>) {
  return {
    /** One page: up to `limit` hotels, and whether more follow. */
    async page(search: HotelSearch): Promise<{ hotels: FoundHotel[]; more: boolean }> {
      const rows = await pageQuery(db, search).execute();
      return { hotels: rows.slice(0, search.limit), more: rows.length > search.limit };
    },

    /** How many hotels match the filters, availability included (the cursor and limit aside). */
    async count(search: HotelSearch): Promise<number> {
      const { total } = await countQuery(db, search).executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Whether at least one hotel matches (nearest-dates tries up to 28 stays). */
    async any(search: HotelSearch): Promise<boolean> {
      const row = await db
        .selectFrom('hotels')
        .select('hotels.id')
        .where((eb) => matching(eb, search))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The key of `hotel` in `order`, as the next page's cursor carries it. */
export function keyOf(hotel: FoundHotel, order: HotelOrder): KeyValue[] {
  return ORDER_KEYS[order].map(({ column }) => (column === 'createdAt' ? hotel.createdAtKey : hotel[column]));
}

export type HotelSearchRepository = ReturnType<typeof createHotelSearchRepository>;
