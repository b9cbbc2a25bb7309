// Cancelling stays: one booking by its guest or an administrator (PUT /api/bookings/:id/cancel), or
// every stay yet to begin of a hotel or an account being deleted. Each cancelled stay's rooms go
// back to the inventory and its guest's cancellation e-mail into the outbox in the transaction of
// the cancellation, so the inventory never disagrees with the bookings and no e-mail is lost.
import type { Kysely, Transaction } from 'kysely';
import { isCancellable, reportedStatus, type Booking } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { conflict, forbidden, notFound, say } from '../http-errors';
import { enqueueMail } from '../mail/outbox';
import { tellOwner } from '../mail/owner-mail';
import { bookingCancelledMail } from '../mail/templates/booking-mail';
import { ownerBookingCancelledMail, ownerHotelDeletedMail } from '../mail/templates/owner-mail';
import { inTransaction } from '../services/in-transaction';
import { createBookingsRepository } from './bookings-repository';
import { releaseRooms } from './inventory-repository';
import { presentBooking } from './present-booking';

/** Who asks for a cancellation: an administrator may cancel anyone's booking, a guest their own. */
export interface Canceller {
  id: string;
  role: string;
}

/** Cancels a confirmed booking before its check-in and answers it as it is now; a refusal is thrown. */
export async function cancelBooking(db: Kysely<Database>, bookingId: string, by: Canceller, today: string): Promise<Booking> {
  const bookings = createBookingsRepository(db);
  const booking = await bookings.findById(bookingId);
  if (!booking) throw notFound(say('error.booking.notFound'));
  if (by.role !== 'admin' && booking.userId !== by.id) throw forbidden(say('error.booking.cancelOwnOnly'));
  if (booking.status !== 'confirmed') {
    const status = reportedStatus(booking, today);
    const named = status === 'completed' || status === 'pending' || status === 'cancelled' ? status : 'other';
    throw conflict(say('error.booking.cancelNotConfirmed', { status: say(`error.booking.status.${named}`) }));
  }
  if (!isCancellable(booking, today)) throw conflict(say('error.booking.cancelBegun'));
  const cancelledMail = bookingCancelledMail(booking);
  const cancelledBy = by.role === 'admin' && booking.userId !== by.id ? 'admin' : 'guest';
  const done = await inTransaction(db, async (trx) => {
    // Checked again by the update itself: another request may have cancelled it, or the day turned.
    const stay = await createBookingsRepository(trx).cancelBefore(booking.id, today);
    if (!stay) return false;
    await releaseRooms(trx, stay.hotelId, stay.checkIn, stay.checkOut, stay.rooms);
    await enqueueMail(trx, cancelledMail, booking.id);
    await tellOwner(
      trx,
      booking.hotelId,
      'bookingCancelled',
      (owner) => ownerBookingCancelledMail(owner, booking, cancelledBy),
      booking.id,
    );
    return true;
  });
  if (!done) throw conflict(say('error.booking.cancelTooLate'));
  const cancelled = await bookings.findById(booking.id);
  if (!cancelled) throw notFound(say('error.booking.notFound'));
  return presentBooking(cancelled, today);
}

/**
 * In the caller's transaction: cancels the confirmed or pending stays of a hotel or a guest that
 * begin on `today` or later (a deleted hotel's or account's), gives back their rooms and queues
 * each guest's cancellation e-mail and the hotels' owners' mails. Stays already begun keep theirs.
 */
export async function cancelStaysOf(
  trx: Transaction<Database>,
  owner: 'hotelId' | 'userId',
  ownerId: string,
  today: string,
): Promise<void> {
  const bookings = createBookingsRepository(trx);
  const cancelled = await bookings.cancelFrom(owner, ownerId, today);
  // In hotel and date order, as a booking takes a hotel's nights, so two writers never wait on each other in a circle.
  cancelled.sort((a, b) => a.hotelId.localeCompare(b.hotelId) || a.checkIn.localeCompare(b.checkIn));
  for (const stay of cancelled) await releaseRooms(trx, stay.hotelId, stay.checkIn, stay.checkOut, stay.rooms);
  const stays = await bookings.findByIds(cancelled.map((stay) => stay.id));
  for (const booking of stays) {
    await enqueueMail(trx, bookingCancelledMail(booking), booking.id);
    if (owner === 'userId') {
      await tellOwner(
        trx,
        booking.hotelId,
        'bookingCancelled',
        (to) => ownerBookingCancelledMail(to, booking, 'account-closed'),
        booking.id,
      );
    }
  }
  // A deleted hotel's owner gets one mail listing its cancelled stays.
  const [first] = stays;
  if (owner === 'hotelId' && first) {
    await tellOwner(trx, ownerId, 'bookingCancelled', (to) => ownerHotelDeletedMail(to, first.hotelTitle, stays));
  }
}
