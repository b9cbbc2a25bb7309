// The bookings of a CSV export, read a page at a time in the order they were made (created_at, id:
// the indexes of migration 016), each page after the last row of the one before. No transaction is
// held while a slow client downloads; a booking made meanwhile is in or out, never twice.
import { sql, type Kysely } from 'kysely';
import { addDays, type BookingStatus, type StayPriceLines } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { colomboTime } from '../mail/templates/stay';

export interface BookingExportFilter {
  /** One hotel's bookings, or every hotel's. */
  hotelId?: string;
  /** What `from` and `to` bound: a night of the stay, or the day (Asia/Colombo) the booking was made. */
  dates: 'stay' | 'booked';
  from?: string;
  to?: string;
  /** As reported (reportedStatus): `completed` is one stored so or a confirmed stay whose check-out has passed. */
  status?: BookingStatus;
}

export interface ExportedBooking {
  id: string;
  reference: string;
  hotelTitle: string;
  hotelLocation: string;
  userFirstName: string;
  userLastName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  /** numeric(12, 2) as the database writes it: exact, never a binary float. */
  totalPrice: string;
  /** The lines the total was made of; null for a booking made before taxes and charges (migration 018). */
  priceBreakdown: StayPriceLines | null;
  status: BookingStatus;
  createdAt: Date;
  /** created_at to the microsecond (a Date keeps milliseconds only), for the next page. */
  createdAtKey: string;
}

interface Cursor {
  createdAtKey: string;
  id: string;
}

function pageOf(db: Kysely<Database>, filter: BookingExportFilter, today: string, after: Cursor | undefined, size: number) {
  let query = db
    .selectFrom('bookings')
    .innerJoin('hotels', 'hotels.id', 'bookings.hotelId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      'bookings.id',
      'bookings.reference',
      'hotels.title as hotelTitle',
      'hotels.location as hotelLocation',
      'users.firstName as userFirstName',
      'users.lastName as userLastName',
      'bookings.checkIn',
      'bookings.checkOut',
      'bookings.guests',
      'bookings.rooms',
      sql<string>`bookings.total_price::text`.as('totalPrice'),
      'bookings.priceBreakdown',
      'bookings.status',
      'bookings.createdAt',
      sql<string>`to_char(bookings.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('createdAtKey'),
    ]);
  const { hotelId, dates, from, to, status } = filter;
  if (hotelId) query = query.where('bookings.hotelId', '=', hotelId);
  if (dates === 'stay') {
    // A stay holds the nights check-in ≤ night < check-out.
    if (from) query = query.where('bookings.checkOut', '>', from);
    if (to) query = query.where('bookings.checkIn', '<=', to);
  } else {
    if (from) query = query.where('bookings.createdAt', '>=', colomboTime(from, 0));
    if (to) query = query.where('bookings.createdAt', '<', colomboTime(addDays(to, 1), 0));
  }
  // The status as reportedStatus gives it: completed is stored so, or a confirmed stay now over.
  if (status === 'completed') {
    query = query.where((eb) =>
      eb.or([
        eb('bookings.status', '=', 'completed'),
        eb.and([eb('bookings.status', '=', 'confirmed'), eb('bookings.checkOut', '<', today)]),
      ]),
    );
  } else if (status === 'confirmed') query = query.where('bookings.status', '=', 'confirmed').where('bookings.checkOut', '>=', today);
  else if (status) query = query.where('bookings.status', '=', status);
  if (after) {
    const at = sql<Date>`cast(${after.createdAtKey} as timestamptz)`;
    query = query.where((eb) =>
      eb.or([eb('bookings.createdAt', '>', at), eb.and([eb('bookings.createdAt', '=', at), eb('bookings.id', '>', after.id)])]),
    );
  }
  return query.orderBy('bookings.createdAt').orderBy('bookings.id').limit(size).execute();
}

/** The filter's bookings, oldest first, read `pageSize` at a time as the consumer asks for more. */
export async function* exportedBookings(
  db: Kysely<Database>,
  filter: BookingExportFilter,
  today: string,
  pageSize = 1000,
): AsyncGenerator<ExportedBooking> {
  let after: Cursor | undefined;
  for (;;) {
    const page = await pageOf(db, filter, today, after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAtKey: last.createdAtKey, id: last.id };
  }
}
