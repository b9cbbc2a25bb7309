// Accounts. Deleting is soft so bookings keep their guest's name; a deleted account cannot log in.
import { sql, type Kysely } from 'kysely';
import type { Role, User } from '@ceylon/shared/domain';
import type { Database, UserRow } from '../db/schema';
import { softDeleteWithStays } from './soft-delete';

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
    softDelete(id: string, today: string): Promise<boolean> {
      return softDeleteWithStays(db, { table: 'users', bookingColumn: 'userId' }, id, today);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
