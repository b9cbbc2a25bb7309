// Changes to an account and what they end, each in one transaction: the person's new e-mail ends
// the open reset links (they went to the old address); a new password ends the other sessions (and,
// from /account, every open link); an administrator's new role ends the sessions; a closed or
// deleted account's stays from today on are cancelled and its sessions and links end. Used by
// /account (the person) and /users (an administrator).
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { endResetLinksOf } from '../repositories/password-reset-repository';
import { endSessionsOf } from '../repositories/sessions-repository';
import { createUsersRepository, setPasswordHash, type UserChanges } from '../repositories/users-repository';
import { inTransaction } from './in-transaction';
import { ACCOUNT, softDeleteWithStays } from './soft-delete';

/** What else a change ends: the account's sessions bar `keepSession` (a new password or role), its open reset links (a new e-mail). */
export interface UpdateEffects {
  endSessions?: boolean;
  keepSession?: string;
  endResetLinks?: boolean;
}

/**
 * The person's names and e-mail, or anything an administrator changes; undefined when the account is gone.
 * Throws a unique violation (isUniqueViolation) when the e-mail is taken.
 */
export function updateAccount(
  db: Kysely<Database>,
  userId: string,
  changes: UserChanges,
  effects: UpdateEffects = {},
): Promise<UserRow | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await createUsersRepository(trx).update(userId, changes);
    if (!row) return undefined;
    if (effects.endResetLinks) await endResetLinksOf(trx, userId);
    if (effects.endSessions) await endSessionsOf(trx, userId, effects.keepSession);
    return row;
  });
}

/** A new password from /account: every other session and every open reset link of the account ends. */
export function changePassword(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  keepSession: string | undefined,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await setPasswordHash(trx, userId, passwordHash))) return false;
    await endSessionsOf(trx, userId, keepSession);
    await endResetLinksOf(trx, userId);
    return true;
  });
}

/**
 * Closes the account, the person's own way or an administrator's delete alike: the row stays
 * (bookings keep their guest), stays from `today` on are cancelled and their rooms released;
 * sessions and reset links end. False when there is no such live account.
 */
export function closeAccount(db: Kysely<Database>, userId: string, today: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await softDeleteWithStays(trx, ACCOUNT, userId, today))) return false;
    await endSessionsOf(trx, userId);
    await endResetLinksOf(trx, userId);
    return true;
  });
}
