// The error answers a route documents, for its OpenAPI entry and its serialiser. They all carry the
// one body the errors plugin sends, `{ message, field?, requestId }`.
import { Type, type TSchema } from 'typebox';
import { ErrorSchema, RequestIdSchema } from '@ceylon/shared/contracts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

const WHEN: Record<ErrorStatus, string> = {
  400: 'The request is not valid: the message says what to change, `field` names the field',
  401: 'Not signed in, or the session has ended: sign in again',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found',
  409: 'The request conflicts with the current state of what it changes',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many requests: try again after the seconds Retry-After gives',
  500: 'Something went wrong on the server; nothing about it is shown',
  503: 'The database is briefly out of reach: try again after the seconds Retry-After gives',
};

// Read by @fastify/swagger into the response's headers; the serialiser ignores the keyword.
export const RETRY_AFTER = {
  'Retry-After': { type: 'integer', format: 'int32', minimum: 1, description: 'Seconds to wait before trying again' },
};

/** Every answer of the errors plugin carries the request id (ErrorSchema, shared with clients, leaves it optional). */
const apiErrorProperties = { ...ErrorSchema.properties, requestId: RequestIdSchema };

const answer = (status: ErrorStatus): TSchema =>
  Type.Object(apiErrorProperties, { description: WHEN[status], ...((status === 429 || status === 503) && { headers: RETRY_AFTER }) });

const answers = (codes: readonly ErrorStatus[]): Record<number, TSchema> =>
  Object.fromEntries([...new Set(codes)].sort((a, b) => a - b).map((code) => [code, answer(code)]));

/**
 * A route's error answers, e.g. `...errorResponses(401, 404)`: the codes it names, and those every
 * route can give: 400 (its input, or a body sent where none is taken), 500, and 503 (the database
 * out of reach).
 */
export function errorResponses(...codes: ErrorStatus[]): Record<number, TSchema> {
  return answers([400, ...codes, 500, 503]);
}

/** The same for a route that never reads the database (a file from the disk or the photo store): no 503. */
export function errorResponsesWithoutDatabase(...codes: ErrorStatus[]): Record<number, TSchema> {
  return answers([400, ...codes, 500]);
}
