// The contact form: the message is stored and queued for e-mail to MAIL_TO in one transaction, so a
// mail server that is down only delays it and a message is never mailed without being kept.
import type { Kysely } from 'kysely';
import type { ContactRequest } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { contactMail } from '../mail/templates/contact-mail';
import { createContactMessagesRepository } from '../repositories/contact-messages-repository';
import { inTransaction } from './in-transaction';

export function receiveContactMessage(db: Kysely<Database>, message: ContactRequest, mailTo: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await createContactMessagesRepository(trx).create(message);
    await enqueueMail(trx, contactMail(message, mailTo));
  });
}
