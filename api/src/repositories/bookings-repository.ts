// Bookings. Creating one locks its hotel's row, so two requests for the last room are decided
// one after the other: the second sees the first's booking and is refused. It also holds a share
// lock on the guest's account row, which deleting the account must wait for (and then cancels the
// booking), so no confirmed booking outlives its account.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Booking, BookingStatus } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

export interface BookingRecord {
  id: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  hotelId: string;
  totalPrice: number;
  status: BookingStatus;
  createdAt: Date;
  hotelTitle: string;
  hotelLocation: string;
  hotelCreatorId: string;
  userId: string;
  userFirstName: string;
  userLastName: string;
}

/** The booking as clients see it; `status` is already the reported one (see reportedStatus). */
export function toBooking(row: BookingRecord, status: BookingStatus | undefined = row.status): Booking {
  return {
    id: row.id,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    hotelId: row.hotelId,
    totalPrice: row.totalPrice,
    status,
    createdAt: row.createdAt.toISOString(),
    hotel: { id: row.hotelId, title: row.hotelTitle, location: row.hotelLocation },
    user: { id: row.userId, firstName: row.userFirstName, lastName: row.userLastName },
  };
}

export interface NewBooking {
  userId: string;
  hotelId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface IdempotencyClaim {
  key: string;
  requestHash: string;
}

export type CreateBookingResult =
  | { kind: 'created'; booking: BookingRecord }
  | { kind: 'replay'; booking: BookingRecord }
  | { kind: 'account-gone' }
  | { kind: 'key-reused' }
  | { kind: 'hotel-not-found' }
  | { kind: 'price-refused'; expected: number; pricePerNight: number }
  | { kind: 'full' };

/** Carries a refusal out of the transaction so that everything it wrote is rolled back. */
class Refusal extends Error {
  constructor(readonly result: CreateBookingResult) {
    super(result.kind);
  }
}

function selectBookings(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('hotels', 'hotels.id', 'bookings.hotelId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      'bookings.id',
      'bookings.checkIn',
      'bookings.checkOut',
      'bookings.guests',
      'bookings.hotelId',
      'bookings.totalPrice',
      'bookings.status',
      'bookings.createdAt',
      'bookings.userId',
      'hotels.title as hotelTitle',
      'hotels.location as hotelLocation',
      'hotels.creatorId as hotelCreatorId',
      'users.firstName as userFirstName',
      'users.lastName as userLastName',
    ]);
}

/** The most rooms taken on any night of [checkIn, checkOut). */
async function busiestNight(trx: Transaction<Database>, hotelId: string, checkIn: string, checkOut: string) {
  const { rows } = await sql<{ taken: number }>`
    select coalesce(max(taken), 0)::int as taken from (
      select count(b.id)::int as taken
      from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as night(day)
      join bookings b on b.hotel_id = ${hotelId}
        and b.status in ('confirmed', 'pending')
        and b.check_in <= night.day and b.check_out > night.day
      group by night.day
    ) nights`.execute(trx);
  return rows[0]?.taken ?? 0;
}

/** The night from `from` on with the most rooms taken at a hotel, if any room is taken at all. */
export async function busiestNightFrom(
  trx: Transaction<Database>,
  hotelId: string,
  from: string,
): Promise<{ night: string; taken: number } | undefined> {
  const { rows } = await sql<{ night: string; taken: number }>`
    select to_char(night.day, 'YYYY-MM-DD') as night, count(*)::int as taken
    from bookings b
    cross join lateral generate_series(greatest(b.check_in, ${from}::date), b.check_out - 1, interval '1 day') as night(day)
    where b.hotel_id = ${hotelId}
      and b.status in ('confirmed', 'pending')
      and b.check_out > ${from}::date
    group by night.day
    order by taken desc, night.day
    limit 1`.execute(trx);
  return rows[0];
}

export function createBookingsRepository(db: Kysely<Database>) {
  const newestFirst = () => selectBookings(db).orderBy('bookings.createdAt', 'desc').orderBy('bookings.id');

  return {
    findById(id: string): Promise<BookingRecord | undefined> {
      return selectBookings(db).where('bookings.id', '=', id).executeTakeFirst();
    },

    listForUser(userId: string): Promise<BookingRecord[]> {
      return newestFirst().where('bookings.userId', '=', userId).execute();
    },

    listAll(): Promise<BookingRecord[]> {
      return newestFirst().execute();
    },

    listForHotels(hotelIds: readonly string[]): Promise<BookingRecord[]> {
      if (hotelIds.length === 0) return Promise.resolve([]);
      return newestFirst().where('bookings.hotelId', 'in', hotelIds).execute();
    },

    /**
     * Books one room for each night of the stay, or says why not. `price` turns the hotel's
     * nightly price into the stay's total and returns the refused figure's expected value, if any.
     * With an idempotency claim, a repeat of the same request returns the first result.
     */
    async create(
      booking: NewBooking,
      price: (pricePerNight: number) => { total: number; refused: boolean },
      claim?: IdempotencyClaim,
    ): Promise<CreateBookingResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          const account = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', booking.userId)
            .where('deletedAt', 'is', null)
            .forShare()
            .executeTakeFirst();
          if (!account) throw new Refusal({ kind: 'account-gone' });

          if (claim) {
            // A concurrent request with the same key waits here until the first one commits.
            const claimed = await trx
              .insertInto('idempotencyKeys')
              .values({ userId: booking.userId, key: claim.key, requestHash: claim.requestHash, statusCode: null, response: null })
              .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
              .returning('key')
              .executeTakeFirst();
            if (!claimed) {
              const earlier = await trx
                .selectFrom('idempotencyKeys')
                .select(['requestHash', 'statusCode', 'response'])
                .where('userId', '=', booking.userId)
                .where('key', '=', claim.key)
                .executeTakeFirstOrThrow();
              if (earlier.requestHash !== claim.requestHash) return { kind: 'key-reused' };
              // The booking as it is now (cancelled, perhaps), not as it was first answered.
              const first = (earlier.response as Pick<Booking, 'id'> | null)?.id;
              const current = first ? await selectBookings(trx).where('bookings.id', '=', first).executeTakeFirst() : undefined;
              if (!current) throw new Error(`Idempotency key ${claim.key} has no booking`);
              return { kind: 'replay', booking: current };
            }
          }

          const hotel = await trx
            .selectFrom('hotels')
            .select(['price', 'rooms'])
            .where('id', '=', booking.hotelId)
            .where('deletedAt', 'is', null)
            .forUpdate()
            .executeTakeFirst();
          if (!hotel) throw new Refusal({ kind: 'hotel-not-found' });

          const quote = price(hotel.price);
          if (quote.refused) throw new Refusal({ kind: 'price-refused', expected: quote.total, pricePerNight: hotel.price });

          const taken = await busiestNight(trx, booking.hotelId, booking.checkIn, booking.checkOut);
          if (taken >= hotel.rooms) throw new Refusal({ kind: 'full' });

          const { id } = await trx
            .insertInto('bookings')
            .values({
              userId: booking.userId,
              hotelId: booking.hotelId,
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
              guests: booking.guests,
              totalPrice: quote.total,
              status: 'confirmed',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = await selectBookings(trx).where('bookings.id', '=', id).executeTakeFirstOrThrow();
          if (claim) {
            // Stored in the same transaction: a retry can never see the key without its answer.
            await trx
              .updateTable('idempotencyKeys')
              .set({ statusCode: 201, response: JSON.stringify(toBooking(created)) })
              .where('userId', '=', booking.userId)
              .where('key', '=', claim.key)
              .execute();
          }
          return { kind: 'created', booking: created };
        });
      } catch (error) {
        if (error instanceof Refusal) return error.result;
        throw error;
      }
    },

    /** Cancels a confirmed booking whose check-in is after `today`; false when it no longer qualifies. */
    async cancel(id: string, today: string): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'confirmed')
        .where('checkIn', '>', today)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
