import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ClientErrorEntry {
  area: string;
  version: string;
  url: string;
  type: string;
  message: string;
  userAgent: string;
  browser: string | null;
}

export function createClientErrorsRepository(db: Kysely<Database>) {
  return {
    async create(entry: ClientErrorEntry): Promise<string> {
      // Column by column, so nothing else a caller's object holds can reach the row.
      const { area, version, url, type, message, userAgent, browser } = entry;
      const { id } = await db
        .insertInto('clientErrors')
        .values({ area, version, url, type, message, userAgent, browser })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    listNewest(limit: number) {
      return db
        .selectFrom('clientErrors')
        .select(['id', 'area', 'version', 'url', 'type', 'message', 'userAgent', 'browser', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
