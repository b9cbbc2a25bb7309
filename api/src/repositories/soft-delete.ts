// Deleting a hotel or an account is soft: the row stays for history, and the stays that have not
// begun are cancelled, so nobody turns up to a hotel that is gone or is held a room they cannot use;
// their rooms go back to the inventory and each guest's cancellation e-mail into the outbox, in the
// same transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { bookingCancelledMail } from '../mail/templates/booking-mail';
import { createBookingsRepository } from './bookings-repository';
import { releaseRooms } from './inventory-repository';

type Owner = { table: 'hotels'; bookingColumn: 'hotelId' } | { table: 'users'; bookingColumn: 'userId' };

export function softDeleteWithStays(db: Kysely<Database>, owner: Owner, id: string, today: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable(owner.table)
      .set({ deletedAt: new Date() })
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (deleted.numUpdatedRows === 0n) return false;
    const cancelled = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(owner.bookingColumn, '=', id)
      .where('status', 'in', ['confirmed', 'pending'])
      .where('checkIn', '>=', today)
      .returning(['id', 'hotelId', 'checkIn', 'checkOut', 'rooms'])
      .execute();
    // In hotel and date order, as a booking takes a hotel's nights, so two writers never wait on each other in a circle.
    cancelled.sort((a, b) => a.hotelId.localeCompare(b.hotelId) || a.checkIn.localeCompare(b.checkIn));
    for (const stay of cancelled) await releaseRooms(trx, stay.hotelId, stay.checkIn, stay.checkOut, stay.rooms);
    const bookings = await createBookingsRepository(trx).findByIds(cancelled.map((stay) => stay.id));
    for (const booking of bookings) await enqueueMail(trx, bookingCancelledMail(booking), booking.id);
    return true;
  });
}
