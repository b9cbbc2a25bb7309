// Telling a hotel's owner what happened to it, in the transaction of the change:
// the mail is queued in the outbox only if the owner has that kind on, and is committed, or rolled
// back, with the booking, cancellation or review it is about.
import type { Kysely } from 'kysely';
import type { OwnerMailSettings } from '@ceylon/shared/domain';
import type { Database } from '../db/schema';
import { hotelOwnerOf, type HotelOwnerToTell } from '../repositories/owner-mail-settings-repository';
import { enqueueMail, type OutgoingMail } from './outbox';

/** Queues `build`'s mail to the owner of `hotelId` when `wants` is on for them; `bookingId` ties it to a booking. */
export async function tellOwner(
  trx: Kysely<Database>,
  hotelId: string,
  wants: keyof OwnerMailSettings,
  build: (owner: HotelOwnerToTell) => OutgoingMail,
  bookingId?: string,
): Promise<void> {
  const owner = await hotelOwnerOf(trx, hotelId);
  if (owner?.[wants]) await enqueueMail(trx, build(owner), bookingId);
}
