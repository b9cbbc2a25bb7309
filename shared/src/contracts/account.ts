// A person's own account: resetting a forgotten password, and the /account profile.
import { Type } from 'typebox';
import { LANGUAGES } from '../i18n/languages';
import { EmailSchema, NameSchema } from './common';
import { PasswordSchema } from './users';

/** What the reset link carries (32 random bytes, base64url); anything else is answered as an unknown link. */
export const ResetTokenSchema = Type.String({ minLength: 1, maxLength: 128 });

/** A password the person types to prove it is them (any length: it is checked, not set). */
export const CurrentPasswordSchema = Type.String({ minLength: 1, maxLength: 256 });

export const ForgotPasswordBody = Type.Object({ email: EmailSchema });

export const ResetPasswordBody = Type.Object({ token: ResetTokenSchema, password: PasswordSchema });

/** Every field optional; a new e-mail needs `currentPassword`. */
export const UpdateAccountBody = Type.Object({
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  email: Type.Optional(EmailSchema),
  currentPassword: Type.Optional(CurrentPasswordSchema),
});

export const ChangePasswordBody = Type.Object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });

export const CloseAccountBody = Type.Object({ currentPassword: CurrentPasswordSchema });

/** Which e-mails a hotel owner receives about their hotels (`/api/account/owner-mail`); all on until turned off. */
export const OwnerMailSettingsSchema = Type.Object({
  bookingMade: Type.Boolean({ description: 'A new booking of one of your hotels' }),
  bookingCancelled: Type.Boolean({ description: 'A booking cancelled by its guest, an administrator or a hotel deletion' }),
  reviewWritten: Type.Boolean({ description: 'A new review of one of your hotels' }),
});

/** Any of the three switches; those left out stay as they are. */
export const OwnerMailSettingsChanges = Type.Partial(OwnerMailSettingsSchema);

/** A language of the site: `en`, `si` or `ta` (docs/decisions/0023). */
export const LanguageSchema = Type.Enum(LANGUAGES);

/** The language of the account's e-mails (`/api/account/language`), docs/decisions/0034. */
export const AccountLanguageSchema = Type.Object({
  language: Type.Enum(LANGUAGES, { description: "The language of the account's e-mails: English (en), Sinhala (si) or Tamil (ta)" }),
});
