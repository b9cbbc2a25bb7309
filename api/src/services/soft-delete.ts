// Deleting a hotel or an account: the row is kept but marked deleted, and the stays that have not
// begun are cancelled, so nobody turns up to a hotel that is gone or is held a room they cannot use;
// their rooms go back to the inventory and each guest's cancellation e-mail into the outbox, all in
// one transaction (or in the caller's, which joins it).
import type { Kysely } from 'kysely';
import { cancelStaysOf } from '../bookings/cancel-stays';
import type { Database } from '../db/schema';
import { markDeleted } from '../repositories/soft-delete';
import { inTransaction } from './in-transaction';

type Owner = { table: 'hotels'; bookingColumn: 'hotelId' } | { table: 'users'; bookingColumn: 'userId' };

export const HOTEL: Owner = { table: 'hotels', bookingColumn: 'hotelId' };
export const ACCOUNT: Owner = { table: 'users', bookingColumn: 'userId' };

/** False when there is no such live hotel or account. */
export function softDeleteWithStays(db: Kysely<Database>, owner: Owner, id: string, today: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await markDeleted(trx, owner.table, id))) return false;
    await cancelStaysOf(trx, owner.bookingColumn, id, today);
    return true;
  });
}
