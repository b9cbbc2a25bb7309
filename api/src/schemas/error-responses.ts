// The error answers a route documents, for its OpenAPI entry and its serialiser.
import type { TSchema } from 'typebox';
import { ErrorSchema } from '@ceylon/shared/contracts';

/** Error responses for a route's schema, e.g. `...errorResponses(400, 401, 404)`. */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorSchema]));
}
