// Accounts: what the API shows of one, and what an administrator sends to create or change one.
import { Type } from 'typebox';
import { ROLES } from '../domain/roles-and-statuses';
import { EmailSchema, NameSchema, Timestamp } from './common';
import { PersonSummarySchema } from './summaries';

export const RoleSchema = Type.Enum(ROLES);

export const UserSchema = Type.Object({
  ...PersonSummarySchema.properties,
  email: Type.String(),
  role: RoleSchema,
  createdAt: Timestamp,
});

export const PasswordSchema = Type.String({ minLength: 8, maxLength: 256 });

export const CreateUserBody = Type.Object({
  firstName: NameSchema,
  lastName: NameSchema,
  email: EmailSchema,
  role: RoleSchema,
  password: PasswordSchema,
});

/** Every field optional; an empty or absent password keeps the current one. */
export const UpdateUserBody = Type.Object({
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  email: Type.Optional(EmailSchema),
  role: Type.Optional(RoleSchema),
  password: Type.Optional(Type.String({ maxLength: 256 })),
});
