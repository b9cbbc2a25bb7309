import type { Kysely } from 'kysely';
import type { ContactRequest } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

export function createContactMessagesRepository(db: Kysely<Database>) {
  return {
    async create(message: ContactRequest): Promise<string> {
      const { id } = await db
        .insertInto('contactMessages')
        .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
