// The mail outbox as admins see it: `GET /api/admin/outbox` and `/api/admin/outbox/:id`.
import { Type } from 'typebox';
import { INT32_MAX, Timestamp, WholeNumber } from './common';

export const MAIL_KINDS = [
  'booking-confirmed',
  'booking-cancelled',
  'password-reset',
  'contact',
  'owner-booking-made',
  'owner-booking-cancelled',
  'owner-review-written',
] as const;
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Newest first, `limit` at a time; `cursor` is the `nextCursor` of the page before. */
export const OutboxQuery = Type.Object({
  limit: Type.Optional(WholeNumber(1, 100)),
  cursor: Type.Optional(WholeNumber(1, INT32_MAX)),
});

export const OutboxIdParams = Type.Object({ id: WholeNumber(1, INT32_MAX) });

export const OutboxMessageSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(MAIL_KINDS),
  to: Type.String(),
  subject: Type.String(),
  status: Type.Enum(OUTBOX_STATUSES),
  attempts: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  sentAt: Type.Union([Timestamp, Type.Null()]),
  nextAttemptAt: Timestamp,
});

export const OutboxPageSchema = Type.Object({
  messages: Type.Array(OutboxMessageSummarySchema),
  /** The cursor of the next (older) page; null on the last. */
  nextCursor: Type.Union([Type.Integer(), Type.Null()]),
});

/** One message with its bodies, for the preview; the HTML is shown only in a sandboxed frame. */
export const OutboxMessageSchema = Type.Object({
  ...OutboxMessageSummarySchema.properties,
  replyTo: Type.Union([Type.String(), Type.Null()]),
  messageId: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  html: Type.String(),
  attachments: Type.Array(Type.Object({ filename: Type.String(), contentType: Type.String(), size: Type.Integer() })),
});
