// Hotel search (GET /api/hotels): the filters, the stay's availability read from hotel_nights,
// keyset pages in each sort order and the count. Every condition here has an index (migration 005,
// and hotel_nights' primary key for the stay), so no query reads every hotel or any booking.
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type QueryCreator,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selection: the CTE's and the page's
type OrderedQuery = SelectQueryBuilder<Database, 'hotels', any>;

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
  // docs/product.md §5 compares the whole-number part of the price:
  // trunc(price) >= min, trunc(price) <= max.
  if (search.minPrice !== undefined) conditions.push(eb('hotels.price', '>=', search.minPrice));
  if (search.maxPrice !== undefined) conditions.push(eb('hotels.price', '<', search.maxPrice + 1));
  const { stay } = search;
  if (stay && !stay.includeFull) {
    // Left out: a hotel with fewer rooms than wanted, or a night of the stay closed or with fewer free.
    const full = nightsOf(eb, stay)
      .select('hotelNights.night')
      .where((n) =>
        n.or([
          n('hotelNights.closed', '=', true),
          n('hotelNights.roomsTaken', '>', sql<number>`${eb.ref('hotels.rooms')} - ${stay.rooms}`),
        ]),
      );
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

/**
 * How many hotels, in the sort's order from the cursor on, a page first looks through for its
 * matches. A broad search (a town, "villa") finds its page among them at once, where reading every
 * match through the trigram index and sorting them would cost tens of milliseconds; a narrow one
 * finds too few and is asked again over the whole catalogue, where it has few matches to sort.
 */
export const SCAN_WINDOW = 2000;

/**
 * One page's query: up to `limit` + 1 hotels (the extra one says more follow). With `window`, only
 * the first `window` hotels of the order (from the cursor on) are considered: if that yields the
 * whole page, it is the right page, as every hotel beyond them comes later in the order.
 * Exported for EXPLAIN.
 */
export function pageQuery(db: Kysely<Database>, search: HotelSearch, window?: number) {
  const keys = ORDER_KEYS[search.order];
  const { stay, after } = search;
  const ordered = <Query extends OrderedQuery>(query: Query): Query => {
    let sorted = query;
    for (const key of keys) sorted = sorted.orderBy(`hotels.${key.column}`, key.descending ? 'desc' : 'asc') as Query;
    return sorted;
  };
  // A CTE named hotels stands in for the table in the page's query (inside its own body the name
  // still means the table); its LIMIT keeps PostgreSQL from merging it, so the order's index is walked.
  const source: QueryCreator<Database> =
    window === undefined
      ? db
      : db.with('hotels', (cte) => {
          let first = cte.selectFrom('hotels').selectAll('hotels').where('hotels.deletedAt', 'is', null);
          if (after) first = first.where((eb) => afterKey(eb, keys, after));
          return ordered(first).limit(window);
        });
  let query = hotelsWithCreator(source)
    .select((eb) => [
      sql<string>`to_char(${eb.ref('hotels.createdAt')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('createdAtKey'),
      stay
        ? // A closed night takes every room.
          sql<number>`greatest(0, ${eb.ref('hotels.rooms')} - coalesce((${nightsOf(eb, stay).select(
            sql<number>`max(case when hotel_nights.closed then ${eb.ref('hotels.rooms')} else hotel_nights.rooms_taken end)`.as('taken'),
          )}), 0))`.as('availableRooms')
        : sql<number | null>`null::integer`.as('availableRooms'),
    ])
    .where((eb) => matching(eb, search));
  if (after) query = query.where((eb) => afterKey(eb, keys, after));
  return ordered(query).limit(search.limit + 1);
}

/**
 * The count's query: the hotels matching the filters, availability included, counted up to
 * `upTo` + 1 — past that a count only says "more than" and would cost a scan of every match.
 * Exported for EXPLAIN.
 */
export function countQuery(db: Kysely<Database>, search: HotelSearch, upTo: number) {
  const matches = db
    .selectFrom('hotels')
    .select(sql<number>`1`.as('one'))
    .where((eb) => matching(eb, search))
    .limit(upTo + 1);
  return db.selectFrom(matches.as('matches')).select((eb) => eb.fn.countAll<string | number>().as('total'));
}

/** How many hotels match: exact up to the bound asked for, else that bound and `more`. */
export interface HotelCount {
  total: number;
  more: boolean;
}

/** `scanWindow`: see SCAN_WINDOW (tests give a small one to take both paths). */
export function createHotelSearchRepository(db: Kysely<Database>, scanWindow = SCAN_WINDOW) {
  return {
    /** One page: up to `limit` hotels, and whether more follow. */
    async page(search: HotelSearch): Promise<{ hotels: FoundHotel[]; more: boolean }> {
      const windowed = await pageQuery(db, search, scanWindow).execute();
      const rows = windowed.length > search.limit ? windowed : await pageQuery(db, search).execute();
      return { hotels: rows.slice(0, search.limit), more: rows.length > search.limit };
    },

    /** How many hotels match the filters, availability included (the cursor and limit aside), up to `upTo`. */
    async count(search: HotelSearch, upTo: number): Promise<HotelCount> {
      const { total } = await countQuery(db, search, upTo).executeTakeFirstOrThrow();
      const counted = Number(total);
      return counted > upTo ? { total: upTo, more: true } : { total: counted, more: false };
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
