// Bookings. The repository takes whatever it is given to run on: the database, or the transaction
// a booking is made or cancelled in (book-stay.ts, cancel-stays.ts), where its locks hold until
// that transaction ends. Locking the hotel's row decides two requests for the last room one after
// the other; the share lock on the guest's account row makes deleting the account wait (and then
// cancel the booking), so no confirmed booking outlives its account. The rooms a booking holds are
// counted in hotel_nights (inventory-repository.ts), changed in the same transaction as the booking.
import type { Kysely } from 'kysely';
import {
  bookedPriceLines,
  type Booking,
  type BookingStatus,
  type BookingTerms,
  type ShownCurrency,
  type StayPriceLines,
} from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import type { Database } from '../db/schema';
import { newBookingReference } from './booking-reference';

export interface BookingRecord {
  id: string;
  reference: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  hotelId: string;
  totalPrice: number;
  /** Null for a booking made before taxes and charges (migration 018). */
  priceBreakdown: StayPriceLines | null;
  status: BookingStatus;
  createdAt: Date;
  /** The room type and rate plan it was sold as, and the plan's terms then (migration 024). */
  roomTypeId: string;
  ratePlanId: string;
  terms: BookingTerms;
  hotelTitle: string;
  hotelLocation: string;
  hotelCreatorId: string;
  userId: string;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userLanguage: Language;
}

/** The booking as clients see it; `status` is already the reported one (see reportedStatus). */
export function toBooking(row: BookingRecord, status: BookingStatus | undefined = row.status): Booking {
  return {
    id: row.id,
    reference: row.reference,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    rooms: row.rooms,
    hotelId: row.hotelId,
    totalPrice: row.totalPrice,
    priceBreakdown: bookedPriceLines(row),
    status,
    createdAt: row.createdAt.toISOString(),
    roomTypeId: row.roomTypeId,
    ratePlanId: row.ratePlanId,
    terms: row.terms,
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
  rooms: number;
  totalPrice: number;
  priceBreakdown: StayPriceLines;
  /** The currency and rate its page showed prices at (decision 0035), when the client said. */
  shown?: ShownPrices;
  roomTypeId: string;
  ratePlanId: string;
  terms: BookingTerms;
}

export interface ShownPrices {
  currency: ShownCurrency;
  /** Units per US dollar; 1 for dollars. */
  rate: number;
}

/** What a cancellation gave up: the stay whose rooms go back to the inventory. */
export interface CancelledStay {
  id: string;
  hotelId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

const CANCELLED_STAY_COLUMNS = ['id', 'hotelId', 'checkIn', 'checkOut', 'rooms'] as const;

function selectBookings(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('hotels', 'hotels.id', 'bookings.hotelId')
    .innerJoin('users', 'users.id', 'bookings.userId')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.checkIn',
      'bookings.checkOut',
      'bookings.guests',
      'bookings.rooms',
      'bookings.hotelId',
      'bookings.totalPrice',
      'bookings.priceBreakdown',
      'bookings.status',
      'bookings.createdAt',
      'bookings.roomTypeId',
      'bookings.ratePlanId',
      'bookings.terms',
      'bookings.userId',
      'hotels.title as hotelTitle',
      'hotels.location as hotelLocation',
      'hotels.creatorId as hotelCreatorId',
      'users.firstName as userFirstName',
      'users.lastName as userLastName',
      'users.email as userEmail',
      'users.language as userLanguage',
    ]);
}

export function createBookingsRepository(db: Kysely<Database>) {
  const insertWithReference = (booking: NewBooking, reference: string) =>
    db
      .insertInto('bookings')
      .values({
        reference,
        userId: booking.userId,
        hotelId: booking.hotelId,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        guests: booking.guests,
        rooms: booking.rooms,
        totalPrice: booking.totalPrice,
        priceBreakdown: JSON.stringify(booking.priceBreakdown),
        shownCurrency: booking.shown?.currency ?? null,
        shownRate: booking.shown?.rate ?? null,
        roomTypeId: booking.roomTypeId,
        ratePlanId: booking.ratePlanId,
        terms: JSON.stringify(booking.terms),
        status: 'confirmed',
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
  const newestFirst = () => selectBookings(db).orderBy('bookings.createdAt', 'desc').orderBy('bookings.id');

  return {
    findById(id: string): Promise<BookingRecord | undefined> {
      return selectBookings(db).where('bookings.id', '=', id).executeTakeFirst();
    },

    async findByIds(ids: readonly string[]): Promise<BookingRecord[]> {
      return ids.length === 0 ? [] : selectBookings(db).where('bookings.id', 'in', ids).execute();
    },

    findByReference(reference: string): Promise<BookingRecord | undefined> {
      return selectBookings(db).where('bookings.reference', '=', reference).executeTakeFirst();
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

    /** The hotel's stays holding `night` (check-in ≤ night < check-out), cancelled ones left out. */
    listForHotelNight(hotelId: string, night: string): Promise<BookingRecord[]> {
      return newestFirst()
        .where('bookings.hotelId', '=', hotelId)
        .where('bookings.status', '<>', 'cancelled')
        .where('bookings.checkIn', '<=', night)
        .where('bookings.checkOut', '>', night)
        .execute();
    },

    /** On a transaction: holds the guest's live account until it ends; false when the account is gone. */
    async lockGuest(userId: string): Promise<boolean> {
      const account = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('deletedAt', 'is', null)
        .forShare()
        .executeTakeFirst();
      return account !== undefined;
    },

    /**
     * Inserts a confirmed booking with a new reference and reads it back as the routes present it.
     * A reference already taken inserts nothing (on conflict do nothing, which leaves the caller's
     * transaction usable, unlike a unique violation) and another is drawn.
     */
    async insert(booking: NewBooking): Promise<BookingRecord> {
      for (;;) {
        const inserted = await insertWithReference(booking, newBookingReference());
        if (inserted) return selectBookings(db).where('bookings.id', '=', inserted.id).executeTakeFirstOrThrow();
      }
    },

    /**
     * Cancels the booking if it is confirmed and its check-in is after `today`; the stay it gave up
     * (for its rooms to be released in the same transaction), or undefined when it no longer qualifies.
     */
    cancelBefore(id: string, today: string): Promise<CancelledStay | undefined> {
      return db
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'confirmed')
        .where('checkIn', '>', today)
        .returning(CANCELLED_STAY_COLUMNS)
        .executeTakeFirst();
    },

    /** Cancels the confirmed or pending stays of a hotel or a guest that begin on `today` or later; the stays it gave up. */
    cancelFrom(owner: 'hotelId' | 'userId', ownerId: string, today: string): Promise<CancelledStay[]> {
      return db
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(owner, '=', ownerId)
        .where('status', 'in', ['confirmed', 'pending'])
        .where('checkIn', '>=', today)
        .returning(CANCELLED_STAY_COLUMNS)
        .execute();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
