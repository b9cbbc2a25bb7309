// Hotel search (GET /api/hotels): the filters, the stay's availability read from hotel_nights,
// keyset pages in each sort order and the count. Every condition here has an index (migration 005,
// and hotel_nights' primary key for the stay), so no query reads every hotel or any booking.
// With dates, the price orders sort by the stay's room charge (decision 0027): hotels with no season
// over the stay come from the base-price index, the few with one from an aggregate of the seasons
// over the stay's nights, and the two ordered streams are merged.
import { nightsBetween } from '@ceylon/shared/domain';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/schema';
import { hotelsWithCreator, type HotelRecord } from './hotels-repository';

/** The API's sort orders, and `listed` (oldest first): the order of a request with no parameters. */
export type HotelOrder = 'listed' | 'recommended' | 'price-asc' | 'price-desc' | 'rating';
/**
 * `price-asc` and `price-desc` with dates: by the stay's room charge (the nights at their prices ×
 * guests), in cents, then id. Orders of their own, so that a cursor of one is never read as the other's.
 */
export type StayOrder = 'stay-asc' | 'stay-desc';
export type SearchOrder = HotelOrder | StayOrder;

export const STAY_ORDER_OF = { 'price-asc': 'stay-asc', 'price-desc': 'stay-desc' } as const satisfies Partial<
  Record<HotelOrder, StayOrder>
>;
/** The `sort` a stay order answers. */
export const SORT_OF: Record<StayOrder, HotelOrder> = { 'stay-asc': 'price-asc', 'stay-desc': 'price-desc' };

export const isStayOrder = (order: SearchOrder): order is StayOrder => Object.hasOwn(SORT_OF, order);

/** The key columns of the hotels table; `stayCents` is worked out per search. */
type TableKeyColumn = 'bestSeller' | 'rating' | 'createdAt' | 'price' | 'id';
export type KeyColumn = TableKeyColumn | 'stayCents';
export type KeyValue = boolean | number | string;
export interface KeyPart<Column extends KeyColumn = KeyColumn> {
  column: Column;
  descending: boolean;
}

const asc = <Column extends KeyColumn>(column: Column): KeyPart<Column> => ({ column, descending: false });
const desc = <Column extends KeyColumn>(column: Column): KeyPart<Column> => ({ column, descending: true });

/** Each table order's keyset, id last so that every row has a place of its own; each matches an index of 005. */
const TABLE_ORDER_KEYS: Record<HotelOrder, readonly KeyPart<TableKeyColumn>[]> = {
  listed: [asc('createdAt'), asc('id')],
  recommended: [desc('bestSeller'), desc('rating'), asc('createdAt'), asc('id')],
  'price-asc': [asc('price'), asc('id')],
  // id descending too, so that hotels_price (price, id) is read backwards.
  'price-desc': [desc('price'), desc('id')],
  rating: [desc('rating'), asc('id')],
};

/** Every order's keyset, as its cursor carries it. */
export const ORDER_KEYS: Record<SearchOrder, readonly KeyPart[]> = {
  ...TABLE_ORDER_KEYS,
  'stay-asc': [asc('stayCents'), asc('id')],
  'stay-desc': [desc('stayCents'), desc('id')],
};

/** A stay's nights are [checkIn, checkOut); `rooms` must be free on each unless `includeFull`. */
export interface StayFilter {
  checkIn: string;
  checkOut: string;
  rooms: number;
  includeFull: boolean;
  /** Who stays: the room charge is per guest (docs/product.md §9). */
  guests: number;
}

export interface HotelSearch {
  /** Trimmed, non-empty: a case-insensitive substring of title or location. */
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  stay?: StayFilter;
  /** A stay order needs `stay`. */
  order: SearchOrder;
  /** The key of the last hotel of the previous page, in ORDER_KEYS' order. */
  after?: readonly KeyValue[];
  limit: number;
}

export interface FoundHotel extends HotelRecord {
  /** Rooms free on the stay's busiest night; null without a stay. */
  availableRooms: number | null;
  /** created_at to the microsecond (a Date keeps milliseconds only), for the cursor. */
  createdAtKey: string;
  /** In a stay order: the stay's room charge in cents, for the cursor; else null. */
  stayCents: number | null;
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
function afterKey(eb: HotelsEb, keys: readonly KeyPart<TableKeyColumn>[], after: readonly KeyValue[]): Expression<SqlBool> {
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

/** A page walked in an index's order of the hotels table. */
interface TablePage {
  keys: readonly KeyPart<TableKeyColumn>[];
  /** The rows after the cursor. */
  after?: (eb: HotelsEb) => Expression<SqlBool>;
  /** A condition of the page's own besides the search's filters. */
  also?: (eb: HotelsEb) => Expression<SqlBool>;
  /** The stay's room charge in cents, in a stay order. */
  stayCents?: (eb: HotelsEb) => RawBuilder<number>;
}

/** What a page shows besides the hotel's row: created_at for the cursor, the rooms free over the stay. */
function pageColumns(eb: HotelsEb, stay: StayFilter | undefined) {
  return [
    sql<string>`to_char(${eb.ref('hotels.createdAt')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('createdAtKey'),
    stay
      ? // A closed night takes every room.
        sql<number>`greatest(0, ${eb.ref('hotels.rooms')} - coalesce((${nightsOf(eb, stay).select(
          sql<number>`max(case when hotel_nights.closed then ${eb.ref('hotels.rooms')} else hotel_nights.rooms_taken end)`.as('taken'),
        )}), 0))`.as('availableRooms')
      : sql<number | null>`null::integer`.as('availableRooms'),
  ] as const;
}

/**
 * One page's query: up to `limit` + 1 hotels (the extra one says more follow). With `window`, only
 * the first `window` hotels of the order (from the cursor on) are considered: if that yields the
 * whole page, it is the right page, as every hotel beyond them comes later in the order.
 */
function tablePageQuery(db: Kysely<Database>, search: HotelSearch, page: TablePage, window?: number) {
  const { keys, after, also, stayCents } = page;
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
          if (after) first = first.where(after);
          return ordered(first).limit(window);
        });
  let query = hotelsWithCreator(source)
    .select((eb) => [
      ...pageColumns(eb, search.stay),
      stayCents ? stayCents(eb).as('stayCents') : sql<number | null>`null::numeric`.as('stayCents'),
    ])
    .where((eb) => matching(eb, search));
  if (after) query = query.where(after);
  if (also) query = query.where(also);
  return ordered(query).limit(search.limit + 1);
}

/** A table order's page query (a stay order is two: see stayPage). Exported for EXPLAIN. */
export function pageQuery(db: Kysely<Database>, search: HotelSearch, window?: number) {
  const { order, after } = search;
  if (isStayOrder(order)) throw new Error(`${order} is not an order of the hotels table`);
  const keys = TABLE_ORDER_KEYS[order];
  return tablePageQuery(db, search, { keys, after: after && ((eb) => afterKey(eb, keys, after)) }, window);
}

/** A stay order's search: its stay is there. */
export type StaySearch = HotelSearch & { stay: StayFilter; order: StayOrder };

/** Per guest-night, how many cents a stay costs at the hotel's base price: its room charge is price × 100 × this. */
const guestNights = ({ checkIn, checkOut, guests }: StayFilter) => nightsBetween(checkIn, checkOut) * guests;

/** The cursor's key in a stay order: the room charge in cents and the id. */
function stayKey(after: readonly KeyValue[]): { cents: number; id: string } {
  const [cents, id] = after;
  if (typeof cents !== 'number' || typeof id !== 'string') throw new Error('A stay order cursor is cents and an id');
  return { cents, id };
}

/** Hotels with a season sharing a night with the stay (the same condition as the seasons' read for pricing). */
const seasonsOver = (eb: HotelsEb, stay: StayFilter) =>
  eb
    .selectFrom('hotelSeasons')
    .select('hotelSeasons.hotelId')
    .whereRef('hotelSeasons.hotelId', '=', 'hotels.id')
    .where('hotelSeasons.lastNight', '>=', stay.checkIn)
    .where('hotelSeasons.firstNight', '<', stay.checkOut);

/**
 * The stream of hotels with no season over the stay, on hotels_price: their room charge is price ×
 * nights × guests, so the base price's order is theirs. The cursor's cents become a bound on the
 * price: after (c, id) ascending is price × 100 × n > c, or = c and a later id.
 */
function plainStayQuery(db: Kysely<Database>, search: StaySearch, window?: number) {
  const n = guestNights(search.stay);
  const descending = search.order === 'stay-desc';
  const keys = TABLE_ORDER_KEYS[descending ? 'price-desc' : 'price-asc'];
  const cents = (eb: HotelsEb) => sql<number>`${eb.ref('hotels.price')} * ${100 * n}`;
  const { after } = search;
  const bound = after && stayKey(after);
  const afterCursor =
    bound &&
    ((eb: HotelsEb) => {
      const later = descending ? ('<' as const) : ('>' as const);
      // The price of the cursor's cents, whole cents per guest-night, rounded towards the rows after it.
      const perNight = descending ? Math.ceil(bound.cents / n) : Math.floor(bound.cents / n);
      return eb.and([
        eb('hotels.price', descending ? '<=' : '>=', sql<number>`cast(${perNight} as numeric) / 100`),
        eb.or([eb(cents(eb), later, bound.cents), eb.and([eb(cents(eb), '=', bound.cents), eb('hotels.id', later, bound.id)])]),
      ]);
    });
  return tablePageQuery(
    db,
    search,
    { keys, after: afterCursor, also: (eb) => eb.not(eb.exists(seasonsOver(eb, search.stay))), stayCents: cents },
    window,
  );
}

/**
 * The seasons over the stay, per hotel: the cents of its nights in a season (per guest) and how many
 * they are. One aggregate per search over hotel_seasons (a season's nights at its weekday or weekend
 * price, as nightPriceCents prices them); seasons never overlap, so a night counts once.
 */
function staySeasons({ checkIn, checkOut }: StayFilter) {
  const nights = nightsBetween(checkIn, checkOut);
  return sql<{ hotelId: string; seasonCents: number; seasonNights: number }>`(
    select s.hotel_id,
      sum(case when s.weekend_price is not null and n.weekday = any (s.weekend_nights)
        then s.weekend_price else s.price end) * 100 as season_cents,
      cast(count(*) as integer) as season_nights
    from hotel_seasons s
    join (
      select cast(${checkIn} as date) + g.i as night, cast(extract(isodow from cast(${checkIn} as date) + g.i) as smallint) as weekday
      from generate_series(0, ${nights - 1}) as g (i)
    ) n
      on n.night between s.first_night and s.last_night
    where s.last_night >= cast(${checkIn} as date) and s.first_night < cast(${checkOut} as date)
    group by s.hotel_id
  )`;
}

/**
 * The stream of hotels with a season over the stay, by their room charge worked out from the
 * seasons' aggregate. With `window`, only the first `window` of them in that order (from the cursor
 * on) are checked against the filters and the stay's availability, as the table orders' pages are.
 */
function seasonedStayQuery(db: Kysely<Database>, search: StaySearch, window?: number) {
  const { stay, after } = search;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const descending = search.order === 'stay-desc';
  const direction = descending ? 'desc' : 'asc';
  const later = descending ? ('<' as const) : ('>' as const);
  const bound = after && stayKey(after);
  let ranked = db
    .selectFrom(staySeasons(stay).as('staySeasons'))
    .innerJoin('hotels', 'hotels.id', 'staySeasons.hotelId')
    .select((eb) => ['hotels.id', stayCentsOf(eb, nights, stay.guests).as('stayCents')])
    .where('hotels.deletedAt', 'is', null);
  if (bound) {
    ranked = ranked.where((eb) =>
      eb.or([
        eb(stayCentsOf(eb, nights, stay.guests), later, bound.cents),
        eb.and([eb(stayCentsOf(eb, nights, stay.guests), '=', bound.cents), eb('hotels.id', later, bound.id)]),
      ]),
    );
  }
  if (window !== undefined) {
    ranked = ranked
      .orderBy((eb) => stayCentsOf(eb, nights, stay.guests), direction)
      .orderBy('hotels.id', direction)
      .limit(window);
  }
  return hotelsWithCreator(db)
    .innerJoin(ranked.as('ranked'), 'ranked.id', 'hotels.id')
    .select((eb) => [...pageColumns(eb, stay), 'ranked.stayCents'])
    .where((eb) => matching(eb, search))
    .orderBy('ranked.stayCents', direction)
    .orderBy('hotels.id', direction)
    .limit(search.limit + 1);
}

/** A seasoned hotel's room charge: its season nights' cents and its other nights at the base price, × guests. */
function stayCentsOf(
  eb: ExpressionBuilder<Database & { staySeasons: { seasonCents: number; seasonNights: number } }, 'hotels' | 'staySeasons'>,
  nights: number,
  guests: number,
) {
  return sql<number>`(${eb.ref('staySeasons.seasonCents')} + (${nights} - ${eb.ref('staySeasons.seasonNights')}) * ${eb.ref('hotels.price')} * 100) * ${guests}`;
}

/** A stay order's two queries, for EXPLAIN. */
export function stayPageQueries(db: Kysely<Database>, search: StaySearch, window?: number) {
  return { plain: plainStayQuery(db, search, window), seasoned: seasonedStayQuery(db, search, window) };
}

/** Keyset order of two rows of a stay order. */
function stayOrder(descending: boolean) {
  return (a: FoundHotel, b: FoundHotel): number => {
    const ascending = (a.stayCents ?? 0) - (b.stayCents ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    return descending ? -ascending : ascending;
  };
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
  /** The page in the first hotels of the order, else over every match. */
  async function windowed(query: (window?: number) => { execute(): Promise<FoundHotel[]> }, limit: number): Promise<FoundHotel[]> {
    const first = await query(scanWindow).execute();
    return first.length > limit ? first : query().execute();
  }

  /** A stay order's page: the two streams read at once, each up to limit + 1, merged in the keyset order. */
  async function stayPage(search: StaySearch): Promise<FoundHotel[]> {
    const [plain, seasoned] = await Promise.all([
      windowed((window) => plainStayQuery(db, search, window), search.limit),
      windowed((window) => seasonedStayQuery(db, search, window), search.limit),
    ]);
    return [...plain, ...seasoned].sort(stayOrder(search.order === 'stay-desc'));
  }

  return {
    /** One page: up to `limit` hotels, and whether more follow. */
    async page(search: HotelSearch): Promise<{ hotels: FoundHotel[]; more: boolean }> {
      const { order, stay } = search;
      let rows: FoundHotel[];
      if (isStayOrder(order)) {
        if (!stay) throw new Error(`${order} needs a stay`);
        rows = await stayPage({ ...search, order, stay });
      } else {
        rows = await windowed((window) => pageQuery(db, search, window), search.limit);
      }
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
export function keyOf(hotel: FoundHotel, order: SearchOrder): KeyValue[] {
  return ORDER_KEYS[order].map(({ column }) => {
    if (column === 'createdAt') return hotel.createdAtKey;
    if (column !== 'stayCents') return hotel[column];
    if (hotel.stayCents === null) throw new Error(`A hotel of a ${order} page without its stay's cents`);
    return hotel.stayCents;
  });
}

export type HotelSearchRepository = ReturnType<typeof createHotelSearchRepository>;
