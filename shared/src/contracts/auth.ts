// Registration and login.
import { Type } from 'typebox';
import { LANGUAGES } from '../i18n/languages';
import { EmailSchema, NameSchema } from './common';
import { PasswordSchema, UserSchema } from './users';

/** Any `role` sent along is ignored: registration always makes a customer. */
export const RegisterBody = Type.Object({
  firstName: NameSchema,
  lastName: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  // Declared so that bodies stay closed while older clients that send it keep working.
  role: Type.Optional(Type.String({ maxLength: 20, description: 'Ignored: registration always makes a customer' })),
  language: Type.Optional(
    Type.Enum(LANGUAGES, { description: "The language of the account's e-mails, the page's language; English when not sent" }),
  ),
});

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});

export const RegisterResponseSchema = Type.Object({ message: Type.String(), user: UserSchema });
export const LoginResponseSchema = Type.Object({ user: UserSchema, token: Type.String() });
