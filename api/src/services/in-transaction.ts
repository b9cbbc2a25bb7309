// The one place the API opens a transaction (the lint allows `.transaction()` nowhere else in its
// product code: eslint/boundaries.mjs). A use case that writes more than one thing runs its
// repositories on the transaction it is handed here, so they all commit or none does.
//
// Nothing more than Kysely's own: PostgreSQL's default isolation (read committed), the row locks
// each use case takes deciding races (the hotel's row for its nights, the guest's for a booking),
// and no retry of the whole transaction. The read-retry dialect (db/read-retry-dialect.ts) marks
// the connection as in a transaction, so a lost connection fails the statement as it is and the
// request gets 503 (plugins/errors.ts); only reads outside a transaction are tried again.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Runs `work` in a transaction on `db`, committed when it resolves and rolled back when it throws.
 * Given a transaction already (a use case composed into a larger one), `work` joins it instead:
 * Kysely has no nested transactions, and the outer use case commits everything at once.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
