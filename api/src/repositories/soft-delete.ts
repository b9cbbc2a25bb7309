// Deleting a hotel or an account is soft: the row stays for history, and the stays that have not
// begun are cancelled, so nobody turns up to a hotel that is gone or is held a room they cannot use.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
    await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(owner.bookingColumn, '=', id)
      .where('status', 'in', ['confirmed', 'pending'])
      .where('checkIn', '>=', today)
      .execute();
    return true;
  });
}
