// A hotel's month for its occupancy calendar: the nights from hotel_nights (rooms taken, closed)
// and the month's share of its stays' totals, each total spread evenly over the stay's nights.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nights } from '../bookings/inventory-repository';

export interface MonthRange {
  /** The month's first night and the first night after it. */
  first: string;
  next: string;
}

export function createOccupancyRepository(db: Kysely<Database>) {
  return {
    /** The month's taken or closed nights, in date order (the rest are open with no room taken). */
    nights(hotelId: string, { first, next }: MonthRange) {
      return nights(db, hotelId, first, next);
    },

    /**
     * The month's revenue in dollars, unrounded: for every stay not cancelled (the owner's revenue,
     * docs/product.md §9) that holds a night of the month, its total × nights in the month ÷ its nights.
     */
    async revenue(hotelId: string, { first, next }: MonthRange): Promise<number> {
      const row = await db
        .selectFrom('bookings')
        .select(
          sql<
            number | null
          >`sum(total_price * (least(check_out, ${next}::date) - greatest(check_in, ${first}::date)) / (check_out - check_in))::float8`.as(
            'revenue',
          ),
        )
        .where('hotelId', '=', hotelId)
        .where('status', '<>', 'cancelled')
        .where('checkIn', '<', next)
        .where('checkOut', '>', first)
        .executeTakeFirst();
      return Number(row?.revenue ?? 0);
    },
  };
}
