// The contact form and the newsletter sign-up.
import { Type } from 'typebox';
import { EmailSchema, Text } from './common';

export const ContactBody = Type.Object({
  name: Text(200),
  email: EmailSchema,
  subject: Text(300),
  message: Text(5000, { multiline: true }),
});

export const ContactResponseSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });

export const NewsletterBody = Type.Object({ email: EmailSchema });
