import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    /** True when the address is new, false when it was already subscribed (case-insensitively). */
    async subscribe(email: string): Promise<boolean> {
      const row = await db
        .insertInto('newsletterSubscribers')
        .values({ email })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
