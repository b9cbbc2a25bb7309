// Building blocks every contract uses: ids, dates, text limits and the answers shared by all routes.
import { Type, type TNumberOptions } from 'typebox';
import { SINGLE_LINE } from './keywords';

export const Id = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Id });
export const IdResponseSchema = Type.Object({ id: Id });
export const IsoDateText = Type.String({ description: 'YYYY-MM-DD, Asia/Colombo' });
export const Timestamp = Type.String({ format: 'date-time' });

/** Non-blank text of at most `max` characters, on one line unless it is `multiline` (a message). */
export function Text(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '\\S',
    errorMessage: 'must not be blank',
    ...(!multiline && { [SINGLE_LINE]: true }),
  });
}

/**
 * A whole number a client sends, from `minimum` to `maximum`. Every one fits a 32-bit integer, as
 * the database's `integer` columns do.
 */
export function WholeNumber(minimum: number, maximum: number, options: TNumberOptions = {}) {
  return Type.Integer({ format: 'int32', minimum, maximum, ...options });
}

/** The range of a 32-bit integer, for numbers whose real limits are checked by rules with their own messages. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export const EmailSchema = Type.String({ format: 'email', maxLength: 254, [SINGLE_LINE]: true });
export const NameSchema = Text(100);

export const MessageSchema = Type.Object({ message: Type.String() });

/** What names one request in the server's logs: every API error carries it (also in the X-Request-Id header). */
export const RequestIdSchema = Type.String({ description: "The request's id, as in the X-Request-Id header and the server's logs" });

/** Every error response of the API (`requestId` optional here: errors answered outside the API do not carry one). */
export const ErrorSchema = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String({ description: 'The invalid field, on 400' })),
  requestId: Type.Optional(RequestIdSchema),
});
