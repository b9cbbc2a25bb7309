import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ClientErrorEntry {
  area: string;
  version: string;
  url: string;
  type: string;
  message: string;
  userAgent: string;
}

export function createClientErrorsRepository(db: Kysely<Database>) {
  return {
    async create(entry: ClientErrorEntry): Promise<string> {
      const { id } = await db.insertInto('clientErrors').values(entry).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    listNewest(limit: number) {
      return db
        .selectFrom('clientErrors')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
