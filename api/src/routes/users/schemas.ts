import { Type } from 'typebox';
import { EmailSchema, NameSchema, RoleSchema } from '../../schemas/entities';
import { PasswordSchema } from '../auth/schemas';

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
