// What the OpenAPI document says beyond the route schemas themselves: the headers of rate-limited
// routes, paths without a trailing slash, and none of the validator's own keywords.
import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { PATTERN_LENGTH } from '@ceylon/shared/contracts';

// Sent by @fastify/rate-limit once the request has been counted (so not on a 401 or a 400 that
// comes before the count), on every route whose config sets `rateLimit`.
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { type: 'integer', format: 'int32', minimum: 1, description: 'Requests allowed in the window' },
  'X-RateLimit-Remaining': { type: 'integer', format: 'int32', minimum: 0, description: 'Requests left in the window' },
  'X-RateLimit-Reset': { type: 'integer', format: 'int32', minimum: 0, description: 'Seconds until the window starts again' },
};

declare module 'fastify' {
  interface FastifySchema {
    /** A body the route reads itself (multipart), for the document only: Fastify neither parses nor validates it. */
    documentedBody?: unknown;
  }
}

type Responses = Record<string, Record<string, unknown>>;

const isRateLimited = (route: RouteOptions): boolean => Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);

/** A success answer's description when its schema gives none (@fastify/swagger would write "Default Response"). */
const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

/** One answer as the document shows it: described, and with the rate-limit headers on a 2xx or 4xx of a rate-limited route. */
function documentAnswer(status: string, answer: Record<string, unknown>, rateLimited: boolean): Record<string, unknown> {
  const described = answer.description === undefined && SUCCESS[status] ? { ...answer, description: SUCCESS[status] } : answer;
  if (!rateLimited || !/^[24]/.test(status)) return described;
  return { ...described, headers: { ...(described.headers as object | undefined), ...RATE_LIMIT_HEADERS } };
}

/** A route's schema as the document shows it; copies throughout, so the route's own schemas stay as they are. */
function documented(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const { documentedBody, ...rest } = schema;
  const rateLimited = isRateLimited(route);
  const responses = Object.entries((rest.response ?? {}) as Responses).map(([status, answer]) => [
    status,
    documentAnswer(status, answer, rateLimited),
  ]);
  return {
    ...rest,
    ...(documentedBody !== undefined && { body: documentedBody }),
    ...(rest.response !== undefined && { response: Object.fromEntries(responses) }),
  };
}

/** @fastify/swagger's `transform`: one route's entry in the document. */
export const documentRoute: SwaggerTransform = ({ schema, url, route }) => ({
  schema: schema && documented(schema, route),
  // A prefixed route's `/` (`/api/users/`) answers without its slash too; the document names that form.
  url: url.length > 1 ? url.replace(/\/$/, '') : url,
});

/** The validator's message keyword, which is no part of OpenAPI's schema object. */
const VALIDATOR_ONLY = 'errorMessage';

// PATTERN_LENGTH (shared contracts) becomes the maxLength it stands for.

/** A UUID is 36 characters, as the `uuid` format already holds the validator to. */
const UUID_LENGTH = 36;

function tidy(node: unknown, inPropertyNames: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, false));
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === VALIDATOR_ONLY || key === PATTERN_LENGTH) && !inPropertyNames) continue;
    copy[key] = tidy(value, !inPropertyNames && key === 'properties');
  }
  if (!inPropertyNames && copy.type === 'string' && copy.maxLength === undefined) {
    const record = node as Record<string, unknown>;
    if (typeof record[PATTERN_LENGTH] === 'number') copy.maxLength = record[PATTERN_LENGTH];
    else if (copy.format === 'uuid') copy.maxLength = UUID_LENGTH;
  }
  return copy;
}

/** @fastify/swagger's `transformObject`: the whole document, tidied once it is built. */
export const tidyDocument: SwaggerTransformObject = (document) => {
  const built = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  return tidy(built, false) as ReturnType<SwaggerTransformObject>;
};
