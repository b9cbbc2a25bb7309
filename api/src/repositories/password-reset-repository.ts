// Password reset links. The token travels only in the e-mail; this table keeps its SHA-256, so a
// copy of the database cannot reset anyone's password. A link is good for RESET_LINK_MINUTES and
// once; using it sets the password, ends every session of the account and every other open link
// (services/password-reset.ts).
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

export const RESET_LINK_MINUTES = 30;

const CLEAN_UP_BATCH = 500;

/** Hex SHA-256: the token is 256 random bits, so no salt or slow hash is needed to keep it unguessable. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Ends the account's open links (used by a reset, and whenever the password changes another way). */
export async function endResetLinksOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

export function createPasswordResetRepository(db: Kysely<Database>) {
  return {
    /** A new link for the account; returns the token to put in the e-mail (never stored). */
    async issue(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('passwordResetTokens')
        .values({
          userId,
          tokenHash: hashResetToken(token),
          expiresAt: sql<Date>`now() + ${RESET_LINK_MINUTES}::int * interval '1 minute'`,
        })
        .execute();
      return token;
    },

    /** The live account a link that is unused and unexpired belongs to, else undefined. */
    async accountOf(token: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('passwordResetTokens')
        .innerJoin('users', 'users.id', 'passwordResetTokens.userId')
        .selectAll('users')
        .where('passwordResetTokens.tokenHash', '=', hashResetToken(token))
        .where('passwordResetTokens.usedAt', 'is', null)
        .where('passwordResetTokens.expiresAt', '>', sql<Date>`now()`)
        .where('users.deletedAt', 'is', null)
        .executeTakeFirst();
    },

    /** Marks the link used, only if it is still unused and unexpired (so two tabs cannot both use it); false otherwise. */
    async markUsed(token: string, userId: string): Promise<boolean> {
      const used = await db
        .updateTable('passwordResetTokens')
        .set({ usedAt: sql<Date>`now()` })
        .where('tokenHash', '=', hashResetToken(token))
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n;
    },

    /** Deletes up to a batch of links that expired a day ago or more. */
    async removeExpired(): Promise<number> {
      const result = await db
        .deleteFrom('passwordResetTokens')
        .where('id', 'in', (query) =>
          query
            .selectFrom('passwordResetTokens')
            .select('id')
            .where('expiresAt', '<', sql<Date>`now() - interval '1 day'`)
            .limit(CLEAN_UP_BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
