// Where a booking's confirmation e-mail went and how far it got, for the success page: `sent` once
// the mail server accepted it, `failed` after the last attempt, `queued` until then.
import type { Kysely } from 'kysely';
import type { Booking } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';

export type ConfirmationEmail = NonNullable<Booking['confirmationEmail']>;

export async function confirmationEmailOf(db: Kysely<Database>, bookingId: string): Promise<ConfirmationEmail | undefined> {
  const mail = await db
    .selectFrom('mailOutbox')
    .select(['toAddress', 'status'])
    .where('bookingId', '=', bookingId)
    .where('kind', '=', 'booking-confirmed')
    .orderBy('id')
    .executeTakeFirst();
  if (!mail) return undefined;
  const status = mail.status === 'sent' ? 'sent' : mail.status === 'failed' ? 'failed' : 'queued';
  return { to: mail.toAddress, status };
}
