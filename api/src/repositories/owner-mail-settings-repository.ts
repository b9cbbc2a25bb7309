// Which mails a hotel owner receives (owner_mail_settings, migration 016): no row means all of them.
import type { Kysely } from 'kysely';
import type { OwnerMailSettings } from '@ceylon/shared/domain';
import type { Language } from '@ceylon/shared/languages';
import type { Database } from '../db/schema';

export const ALL_OWNER_MAIL: OwnerMailSettings = { bookingMade: true, bookingCancelled: true, reviewWritten: true };

/** The owner of a hotel, and their choices, as a mail about the hotel needs them. */
export interface HotelOwnerToTell extends OwnerMailSettings {
  email: string;
  firstName: string;
  /** The language the owner's mails are written in. */
  language: Language;
}

/** The hotel's owner, unless their account is closed; on a transaction, read in it. */
export async function hotelOwnerOf(db: Kysely<Database>, hotelId: string): Promise<HotelOwnerToTell | undefined> {
  const row = await db
    .selectFrom('hotels')
    .innerJoin('users', 'users.id', 'hotels.creatorId')
    .leftJoin('ownerMailSettings', 'ownerMailSettings.userId', 'users.id')
    .select([
      'users.email',
      'users.firstName',
      'users.language',
      'ownerMailSettings.bookingMade',
      'ownerMailSettings.bookingCancelled',
      'ownerMailSettings.reviewWritten',
    ])
    .where('hotels.id', '=', hotelId)
    .where('users.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    firstName: row.firstName,
    language: row.language,
    bookingMade: row.bookingMade ?? true,
    bookingCancelled: row.bookingCancelled ?? true,
    reviewWritten: row.reviewWritten ?? true,
  };
}

export async function ownerMailSettingsOf(db: Kysely<Database>, userId: string): Promise<OwnerMailSettings> {
  const row = await db
    .selectFrom('ownerMailSettings')
    .select(['bookingMade', 'bookingCancelled', 'reviewWritten'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? ALL_OWNER_MAIL;
}

/** Stores the switches sent, the others as they were; the settings as they are now. */
export async function changeOwnerMailSettings(
  db: Kysely<Database>,
  userId: string,
  changes: Partial<OwnerMailSettings>,
): Promise<OwnerMailSettings> {
  return db
    .insertInto('ownerMailSettings')
    .values({ userId, ...ALL_OWNER_MAIL, ...changes })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...changes, updatedAt: new Date() }))
    .returning(['bookingMade', 'bookingCancelled', 'reviewWritten'])
    .executeTakeFirstOrThrow();
}
