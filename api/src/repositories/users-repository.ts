// Accounts. Deleting is soft so bookings keep their guest's name; a deleted account cannot log in.
import { sql, type Kysely } from 'kysely';
import type { User } from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import type { Database, UserRow } from '../db/schema';

export interface NewUser extends Pick<User, 'firstName' | 'lastName' | 'email' | 'role'> {
  passwordHash: string;
  /** The language of the account's e-mails; English when not given. */
  language?: Language;
}

export type UserChanges = Partial<NewUser>;

// Column by column, never a spread body: id, deletedAt, createdAt stay out of a client's reach.
function newUserValues(user: NewUser): NewUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    passwordHash: user.passwordHash,
    ...(user.language && { language: user.language }),
  };
}

function changedValues(changes: UserChanges): UserChanges {
  const values: UserChanges = {};
  if (changes.firstName !== undefined) values.firstName = changes.firstName;
  if (changes.lastName !== undefined) values.lastName = changes.lastName;
  if (changes.email !== undefined) values.email = changes.email;
  if (changes.role !== undefined) values.role = changes.role;
  if (changes.passwordHash !== undefined) values.passwordHash = changes.passwordHash;
  if (changes.language !== undefined) values.language = changes.language;
  return values;
}

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

/** Sets a live account's password hash (in the caller's transaction); false when there is no such account. */
export async function setPasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<boolean> {
  const changed = await db
    .updateTable('users')
    .set({ passwordHash })
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
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

    /** `email` as normaliseLoginEmail gives it (trimmed, NFKC, lower-case). */
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
      return db.insertInto('users').values(newUserValues(user)).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * Updates the named fields of a live account (none: it is only read); undefined when there is
     * none. Throws a unique violation (see isUniqueViolation) when the e-mail is taken.
     */
    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const values = changedValues(changes);
      if (Object.keys(values).length === 0) return this.findById(id);
      return db.updateTable('users').set(values).where('id', '=', id).where('deletedAt', 'is', null).returningAll().executeTakeFirst();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
