// What a person changes of their own account at /account. Each change and what it ends (sessions,
// reset links) happen in one transaction.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { endResetLinksOf } from './password-reset-repository';
import { endSessionsOf } from './sessions-repository';
import { createUsersRepository, setPasswordHash } from './users-repository';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
}

export function createAccountRepository(db: Kysely<Database>) {
  return {
    /**
     * Names and e-mail, column by column. A new e-mail also ends the open reset links: they went
     * to the old address. Throws a unique violation (isUniqueViolation) when the e-mail is taken.
     */
    async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
      const values: ProfileChanges = {};
      if (changes.firstName !== undefined) values.firstName = changes.firstName;
      if (changes.lastName !== undefined) values.lastName = changes.lastName;
      if (changes.email !== undefined) values.email = changes.email;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set(values)
          .where('id', '=', userId)
          .where('deletedAt', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (row && values.email !== undefined) await endResetLinksOf(trx, userId);
        return row;
      });
    },

    /** A new password: every other session and every open reset link of the account ends. */
    async setPassword(userId: string, passwordHash: string, keepSession: string | undefined): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await setPasswordHash(trx, userId, passwordHash))) return false;
        await endSessionsOf(trx, userId, keepSession);
        await endResetLinksOf(trx, userId);
        return true;
      });
    },

    /**
     * Closes the account as an administrator's delete does: the row stays (bookings keep their
     * guest), stays from `today` on are cancelled and their rooms released; sessions and links end.
     */
    async close(userId: string, today: string): Promise<boolean> {
      const closed = await createUsersRepository(db).softDelete(userId, today);
      if (closed) await endResetLinksOf(db, userId);
      return closed;
    },
  };
}
