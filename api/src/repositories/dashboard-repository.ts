// The dashboard's figures (docs/decisions/0029), each grouped in the database
// over the hotels in scope, so the answer costs the same whether a hotel has ten bookings or ten
// thousand: the arrivals and departures lists are bounded, the rest are sums by period.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** Whose hotels: one owner's (creatorId), or every hotel; optionally only one of them. */
export interface DashboardScope {
  creatorId?: string;
  hotelId?: string;
}

/** A stretch of nights [first, next): a month, or the next 30 nights. */
export interface Period {
  first: string;
  next: string;
}

export interface PeriodFigures {
  first: string;
  bookedRoomNights: number;
  closedRoomNights: number;
  revenueCents: number;
}

export type StayList = 'arrivals' | 'departures';

/** The hotels in scope (not deleted): their ids and rooms. */
function scopedHotels(db: Kysely<Database>, { creatorId, hotelId }: DashboardScope) {
  let hotels = db.selectFrom('hotels').select(['hotels.id', 'hotels.rooms']).where('hotels.deletedAt', 'is', null);
  if (creatorId !== undefined) hotels = hotels.where('hotels.creatorId', '=', creatorId);
  if (hotelId !== undefined) hotels = hotels.where('hotels.id', '=', hotelId);
  return hotels;
}

/** The ids of the hotels in scope, for `hotel_id in (...)`. */
const scopedIds = (db: Kysely<Database>, scope: DashboardScope) => scopedHotels(db, scope).clearSelect().select('hotels.id');

/** `(values (position, first, next), ...)` as a table `periods(position, first, next)`. */
function periodsTable(periods: readonly Period[]): RawBuilder<unknown> {
  const rows = periods.map((p, i) => sql`(${i}::int, ${p.first}::date, ${p.next}::date)`);
  return sql`(values ${sql.join(rows)}) as periods(position, first, next)`;
}

export function createDashboardRepository(db: Kysely<Database>) {
  return {
    /** How many hotels are in scope, and their rooms together. */
    async capacity(scope: DashboardScope): Promise<{ hotels: number; rooms: number }> {
      const row = await db
        .selectFrom(scopedHotels(db, scope).as('scoped'))
        .select([sql<number>`count(*)::int`.as('hotels'), sql<number>`coalesce(sum(scoped.rooms), 0)::int`.as('rooms')])
        .executeTakeFirst();
      return { hotels: row?.hotels ?? 0, rooms: row?.rooms ?? 0 };
    },

    /**
     * The stays (not cancelled) arriving (checkIn) or leaving (checkOut) on `day`, at most `limit`
     * by hotel then reference, each row carrying how many there are in all.
     */
    stays(scope: DashboardScope, list: StayList, day: string, limit: number) {
      const column = list === 'arrivals' ? 'bookings.checkIn' : 'bookings.checkOut';
      return db
        .selectFrom('bookings')
        .innerJoin('hotels', 'hotels.id', 'bookings.hotelId')
        .innerJoin('users', 'users.id', 'bookings.userId')
        .select([
          'bookings.id',
          'bookings.reference',
          sql<string>`trim(users.first_name || ' ' || users.last_name)`.as('guestName'),
          'bookings.hotelId',
          'hotels.title as hotelTitle',
          'bookings.checkIn',
          'bookings.checkOut',
          'bookings.rooms',
          'bookings.guests',
          sql<number>`(bookings.check_out - bookings.check_in)::int`.as('nights'),
          sql<number>`count(*) over ()::int`.as('total'),
        ])
        .where('bookings.hotelId', 'in', scopedIds(db, scope))
        .where('bookings.status', '<>', 'cancelled')
        .where(column, '=', day)
        .orderBy('hotels.title')
        .orderBy('bookings.reference')
        .limit(limit)
        .execute();
    },

    /** Stays (not cancelled) holding the night of `night`: how many, their guests and rooms. */
    async inHouse(scope: DashboardScope, night: string): Promise<{ stays: number; guests: number; rooms: number }> {
      const row = await db
        .selectFrom('bookings')
        .select([
          sql<number>`count(*)::int`.as('stays'),
          sql<number>`coalesce(sum(guests), 0)::int`.as('guests'),
          sql<number>`coalesce(sum(rooms), 0)::int`.as('rooms'),
        ])
        .where('hotelId', 'in', scopedIds(db, scope))
        .where('status', '<>', 'cancelled')
        .where('checkIn', '<=', night)
        .where('checkOut', '>', night)
        .executeTakeFirst();
      return { stays: row?.stays ?? 0, guests: row?.guests ?? 0, rooms: row?.rooms ?? 0 };
    },

    /**
     * Per period, in the order given (they may overlap): room-nights held by stays not cancelled (rooms × nights inside the period), the
     * owner's revenue (docs/product.md §9) as each stay's total spread evenly over its nights, in
     * cents rounded once per period, and the room-nights closed by the owner.
     */
    async periods(scope: DashboardScope, periods: readonly Period[]): Promise<PeriodFigures[]> {
      if (periods.length === 0) return [];
      const start = periods.reduce((min, p) => (p.first < min ? p.first : min), periods[0]?.first ?? '');
      const end = periods.reduce((max, p) => (p.next > max ? p.next : max), periods[0]?.next ?? '');
      const hotelIds = scopedIds(db, scope);
      const { rows } = await sql<{ first: string; booked: number; revenue: number; closed: number }>`
        with stays as (
          select b.check_in, b.check_out, b.rooms, b.total_price
          from bookings b
          where b.hotel_id in (${hotelIds}) and b.status <> 'cancelled'
            and b.check_in < ${end}::date and b.check_out > ${start}::date
        ),
        held as (
          select periods.position,
            sum(stays.rooms * (least(stays.check_out, periods.next) - greatest(stays.check_in, periods.first)))::int as booked,
            round(sum(stays.total_price * 100 * (least(stays.check_out, periods.next) - greatest(stays.check_in, periods.first))
              / (stays.check_out - stays.check_in)))::float8 as revenue
          from ${periodsTable(periods)}
          join stays on stays.check_in < periods.next and stays.check_out > periods.first
          group by periods.position
        ),
        shut as (
          select periods.position, sum(h.rooms)::int as closed
          from ${periodsTable(periods)}
          join hotel_nights n on n.night >= periods.first and n.night < periods.next and n.closed
          join (${scopedHotels(db, scope)}) h on h.id = n.hotel_id
          group by periods.position
        )
        select to_char(periods.first, 'YYYY-MM-DD') as first,
          coalesce(held.booked, 0) as booked, coalesce(held.revenue, 0) as revenue, coalesce(shut.closed, 0) as closed
        from ${periodsTable(periods)}
        left join held on held.position = periods.position
        left join shut on shut.position = periods.position
        order by periods.position`.execute(db);
      return rows.map((row) => ({
        first: row.first,
        bookedRoomNights: Number(row.booked),
        closedRoomNights: Number(row.closed),
        revenueCents: Number(row.revenue),
      }));
    },

    /** Bookings made (cancelled ones too) per Monday-first week in Asia/Colombo, from the week of `firstMonday`. */
    async weeks(scope: DashboardScope, firstMonday: string): Promise<{ week: string; bookings: number }[]> {
      const { rows } = await sql<{ week: string; bookings: number }>`
        select to_char(date_trunc('week', b.created_at at time zone 'Asia/Colombo'), 'YYYY-MM-DD') as week, count(*)::int as bookings
        from bookings b
        where b.hotel_id in (${scopedIds(db, scope)})
          and b.created_at >= (${firstMonday}::timestamp at time zone 'Asia/Colombo')
        group by 1
        order by 1`.execute(db);
      return rows.map((row) => ({ week: row.week, bookings: Number(row.bookings) }));
    },
  };
}
