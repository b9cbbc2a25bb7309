import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-errors';
import { HttpError } from '../http-errors';
import { redactedUrl, safeError } from '../logging/redaction';

interface FieldError extends FastifyError {
  field?: string;
}

const RETRY_AFTER_SECONDS = 2;

/**
 * The body of every error the API answers: `{ message, field?, requestId }`, the request id being
 * the one in the request's log lines and X-Request-Id header (metrics/request-id.ts).
 */
export function errorBody(request: FastifyRequest, message: string, field?: string) {
  return { message, ...(field !== undefined && { field }), requestId: request.id };
}

/** Every error leaves with its status and `errorBody`; a 5xx never shows internals. */
export default fp(
  async (app) => {
    app.setErrorHandler<FieldError>((error, request, reply) => {
      // A deadline ran out or the database is briefly out of reach: not a bug, and worth retrying.
      // (Errors that carry their own status, e.g. a client that hung up mid-body, keep it.)
      if (error.statusCode === undefined && isDatabaseUnavailable(error)) {
        request.log.warn({ err: safeError(error) }, 'Database busy or unreachable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(errorBody(request, 'The service is busy, please try again in a moment'));
      }
      const status = error instanceof HttpError || error.statusCode ? (error.statusCode ?? 500) : 500;
      if (status >= 500) {
        request.log.error({ err: safeError(error) }, 'Request failed');
        return reply.status(500).send(errorBody(request, 'Something went wrong on our side, please try again later'));
      }
      if (status === 401 || status === 403) request.log.info({ status, url: redactedUrl(request.url) }, error.message);
      return reply.status(status).send(errorBody(request, error.message, error.field));
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(errorBody(request, `No such API route: ${request.method} ${request.url.split('?')[0]}`)),
    );
  },
  { name: 'ceylon-errors' },
);
