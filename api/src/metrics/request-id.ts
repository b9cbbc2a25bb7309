// Every request carries an id: the one a proxy or client sent in X-Request-Id when it is short and
// plain, else a fresh UUID. It labels the request's log lines (`requestId`), comes back in the
// X-Request-Id header and is in every API error body, so a report quoting it finds its log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may be: it goes into logs and headers as sent, so nothing that could forge or break a line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming X-Request-Id when it is safe to keep, else a new UUID (Fastify's `genReqId`). */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify server options for request ids. `requestIdHeader: false` because Fastify would take the
 * header as sent, unchecked; `genReqId` reads it instead and keeps it only when it is safe.
 */
export const requestIdOptions = { genReqId: requestIdOf, requestIdHeader: false } as const;

/** The field of a request's log lines that holds its id (Fastify's LogController option `requestIdLogLabel`). */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** Sends each request's id back in X-Request-Id, on every answer (added on the root, before any route). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
