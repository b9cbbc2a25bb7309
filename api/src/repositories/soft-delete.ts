// Deleting a hotel or an account is soft: the row stays for history (bookings keep their hotel's
// title and their guest's name) and leaves every listing and lookup. What else a deletion does
// (its stays cancelled, its sessions ended) is the services' (services/soft-delete.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Marks the live hotel or account deleted; false when there is none (or it is deleted already). */
export async function markDeleted(db: Kysely<Database>, table: 'hotels' | 'users', id: string): Promise<boolean> {
  const deleted = await db
    .updateTable(table)
    .set({ deletedAt: new Date() })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return deleted.numUpdatedRows > 0n;
}
