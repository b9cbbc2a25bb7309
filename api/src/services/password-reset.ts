// "Forgot password?": a link is stored and its e-mail queued in one transaction;
// using it marks it used, sets the password and ends every session of the account and every other
// open link in one transaction, so a link works once and a reset leaves no old session behind.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { resetLink, resetMail } from '../mail/templates/reset-mail';
import { createPasswordResetRepository, endResetLinksOf } from '../repositories/password-reset-repository';
import { endSessionsOf } from '../repositories/sessions-repository';
import { setPasswordHash } from '../repositories/users-repository';
import { inTransaction } from './in-transaction';

/** A new link for the account, in its e-mail (to `siteUrl`), queued with it: a mail server that is down only delays it. */
export function sendResetLink(db: Kysely<Database>, person: UserRow, siteUrl: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const token = await createPasswordResetRepository(trx).issue(person.id);
    await enqueueMail(trx, resetMail(person, resetLink(siteUrl, token, person.language)));
  });
}

/** Uses the link to set the password; false when the link was no longer good (or the account is gone). */
export function useResetLink(db: Kysely<Database>, token: string, userId: string, passwordHash: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await createPasswordResetRepository(trx).markUsed(token, userId))) return false;
    if (!(await setPasswordHash(trx, userId, passwordHash))) return false;
    await endResetLinksOf(trx, userId);
    await endSessionsOf(trx, userId);
    return true;
  });
}
