// Idempotency keys of POST /api/bookings, one per user and key. It takes the booking's own
// transaction: the key is claimed and its answer stored there, so a retry never sees a key without
// its answer, and a refused attempt (rolled back) leaves no key behind and can be tried again.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** What the first request with a key left: its request's hash, its status and the booking it made. */
export interface EarlierAnswer {
  requestHash: string;
  statusCode: number | null;
  bookingId: string | undefined;
}

export function createIdempotencyRepository(trx: Transaction<Database>) {
  return {
    /**
     * Claims `key` for this request: undefined when the key is new, else the first request's answer.
     * A concurrent claim of the same key waits here until the first one's transaction ends.
     */
    async claim(userId: string, key: string, requestHash: string): Promise<EarlierAnswer | undefined> {
      const claimed = await trx
        .insertInto('idempotencyKeys')
        .values({ userId, key, requestHash, statusCode: null, response: null })
        .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) return undefined;
      const earlier = await trx
        .selectFrom('idempotencyKeys')
        .select(['requestHash', 'statusCode', 'response'])
        .where('userId', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return { requestHash: earlier.requestHash, statusCode: earlier.statusCode, bookingId: bookingIdOf(earlier.response) };
    },

    /**
     * Stores the answer of a claimed key: its status and the booking's id. A replay reads the
     * booking again, so it answers with the booking as it is now (cancelled, perhaps).
     */
    async remember(userId: string, key: string, statusCode: number, bookingId: string): Promise<void> {
      await trx
        .updateTable('idempotencyKeys')
        .set({ statusCode, response: JSON.stringify({ id: bookingId }) })
        .where('userId', '=', userId)
        .where('key', '=', key)
        .execute();
    },
  };
}

/** The booking id in a stored answer (older rows hold the whole first answer, which has it too). */
function bookingIdOf(response: unknown): string | undefined {
  if (!response || typeof response !== 'object' || !('id' in response)) return undefined;
  return typeof response.id === 'string' ? response.id : undefined;
}
