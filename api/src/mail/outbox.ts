// The mail outbox: every message is written to mail_outbox in the caller's transaction, so it is
// sent if and only if what caused it is committed; the outbox worker (outbox-worker.ts) delivers it.
import type { Kysely, Transaction } from 'kysely';
import type { MailKind } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Where a reply goes (the contact form: the sender), when not to MAIL_FROM. */
  replyTo?: string;
}

/** Queues `mail` for delivery; `bookingId` ties a booking's confirmation or cancellation to it. */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, mail: OutgoingMail, bookingId?: string): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: JSON.stringify(mail.attachments ?? []),
      bookingId: bookingId ?? null,
    })
    .execute();
}
