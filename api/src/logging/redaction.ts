// What the logs may carry: no credentials, no tokens, and none of a failed query's values (a
// driver's error holds its parameters, and PostgreSQL's detail quotes the failing row, which can
// include an argon2 hash or a person's e-mail).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogFormat } from '../config';
import { prettyStream } from './log-format';

const SECRET_FIELDS = ['password', 'newPassword', 'passwordHash', 'password_hash', 'token', 'accessToken', 'authorization', 'cookie'];

// Fields drivers add to a query error: pg's DatabaseError (detail, where, …) and PGlite's (query, params).
const QUERY_FIELDS = ['parameters', 'params', 'detail', 'where', 'query', 'queryOptions', 'internalQuery', 'hint'];

/** pino `redact` options: secrets at the top and one level down, request credentials, query details. */
export const LOG_REDACTION = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
    ...QUERY_FIELDS.map((field) => `err.${field}`),
    ...QUERY_FIELDS.map((field) => `error.${field}`),
  ],
  censor: '[redacted]',
};

/** A hotel's calendar feed address is its secret (calendar sync): the token never reaches a log line. */
export function redactedUrl(url: string): string {
  return url.replace(/(\/calendar\/)[^/?#]+/, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL's secrets hidden. */
function requestForLog(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Logger options for the API and the web server that mounts it: a level, with LOG_REDACTION, written
 * as JSON or pretty (log-format.ts); a pretty log goes to `destination` when given (tests).
 */
export function loggerOptions(
  level: string,
  format: LogFormat = 'json',
  destination?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: LOG_REDACTION,
    serializers: { req: requestForLog },
    ...(format === 'pretty' ? { stream: prettyStream(destination) } : destination && { stream: destination }),
  };
}

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

/** The part of an error worth logging (message, code, stack), never what it was called with. */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' && { code }),
    ...(error.stack !== undefined && { stack: error.stack }),
  };
}
