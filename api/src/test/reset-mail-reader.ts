// For tests: the password reset mails the API queued, read from the outbox as the mail worker
// would send them, and the token in their link.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface QueuedResetMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The token of the link in the text body. */
  token: string;
}

const LINK = /\/reset-password#token=([A-Za-z0-9_-]+)/;

/** Every password reset mail queued for `to` (compared case-blind), oldest first. */
export async function resetMailsTo(db: Kysely<Database>, to: string): Promise<QueuedResetMail[]> {
  const rows = await db
    .selectFrom('mailOutbox')
    .select(['toAddress', 'subject', 'textBody', 'htmlBody'])
    .where('kind', '=', 'password-reset')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => row.toAddress.toLowerCase() === to.toLowerCase())
    .map((row) => ({
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      token: LINK.exec(row.textBody)?.[1] ?? '',
    }));
}

/** How many password reset mails are queued in all. */
export async function resetMailCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'password-reset')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Waits (polling) until `to` has had `count` reset mails; the API queues them after answering. */
export async function waitForResetMails(db: Kysely<Database>, to: string, count: number): Promise<QueuedResetMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await resetMailsTo(db, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${to} had ${mails.length} reset mails, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
