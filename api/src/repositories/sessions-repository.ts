// Server-side sessions: the token's `sid` names a row here, and a token is good only while its
// row is live, so logout and a password or role change can end tokens before they expire.
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

const CLEAN_UP_BATCH = 500;

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async start(userId: string, lifetimeSeconds: number): Promise<string> {
      const row = await db
        .insertInto('sessions')
        .values({ userId, expiresAt: sql<Date>`now() + ${lifetimeSeconds}::float8 * interval '1 second'` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * The live account of `userId` and whether session `sessionId` of it is live, in one query:
     * undefined when the account is gone.
     */
    async findAccount(userId: string, sessionId: string): Promise<{ user: UserRow; sessionLive: boolean } | undefined> {
      const row = await db
        .selectFrom('users')
        .leftJoin('sessions', (join) =>
          join
            .onRef('sessions.userId', '=', 'users.id')
            .on('sessions.id', '=', sessionId)
            .on('sessions.revokedAt', 'is', null)
            .on('sessions.expiresAt', '>', sql<Date>`now()`),
        )
        .selectAll('users')
        .select('sessions.id as liveSessionId')
        .where('users.id', '=', userId)
        .where('users.deletedAt', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const { liveSessionId, ...user } = row;
      return { user, sessionLive: liveSessionId !== null };
    },

    async end(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revokedAt: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** Deletes up to a batch of sessions that expired a day ago or more. */
    async removeExpired(): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('id', 'in', (query) =>
          query
            .selectFrom('sessions')
            .select('id')
            .where('expiresAt', '<', sql<Date>`now() - interval '1 day'`)
            .limit(CLEAN_UP_BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Ends every live session of a user, except `keep` (the admin's own, when they change themselves). */
export async function endSessionsOf(db: Kysely<Database>, userId: string, keep?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
