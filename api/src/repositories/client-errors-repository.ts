import type { Kysely } from 'kysely';
import type { ClientError } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

/** A report as it is stored: the database gives the id and the time. */
export type ClientErrorEntry = Omit<ClientError, 'id' | 'createdAt'>;

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
