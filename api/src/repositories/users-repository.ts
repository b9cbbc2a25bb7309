// Accounts. Deleting is soft so bookings keep their guest's name; a deleted account cannot log in.
import { sql, type Kysely } from 'kysely';
import type { Role, User } from '@ceylon/shared/domain';
import type { Database, UserRow } from '../db/schema';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  passwordHash: string;
}

export type UserChanges = Partial<NewUser>;

export function toUser(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'createdAt'>): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Postgres' unique_violation: the e-mail is taken. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function createUsersRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('users').selectAll().where('deletedAt', 'is', null);

  return {
    findById(id: string): Promise<UserRow | undefined> {
      return live().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return live()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    list(): Promise<UserRow[]> {
      return live().orderBy('createdAt', 'desc').orderBy('id').execute();
    },

    /** Throws a unique violation (see isUniqueViolation) when the e-mail is taken. */
    create(user: NewUser): Promise<UserRow> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      if (Object.keys(changes).length === 0) return this.findById(id);
      return db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Soft-deletes the account and cancels its bookings from today on. */
    async softDelete(id: string, today: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .updateTable('users')
          .set({ deletedAt: new Date() })
          .where('id', '=', id)
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
        if (deleted.numUpdatedRows === 0n) return false;
        await trx
          .updateTable('bookings')
          .set({ status: 'cancelled', cancelledAt: new Date() })
          .where('userId', '=', id)
          .where('status', 'in', ['confirmed', 'pending'])
          .where('checkIn', '>=', today)
          .execute();
        return true;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
