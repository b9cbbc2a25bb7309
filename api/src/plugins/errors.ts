import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-errors';
import { HttpError, say } from '../http-errors';
import { redactedUrl, safeError } from '../logging/redaction';
import { requestLanguage } from './language';

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

/** The message depends on Accept-Language: say so to caches, keeping what Vary named already. */
function varyOnLanguage(reply: FastifyReply): FastifyReply {
  const named = reply.getHeader('vary');
  const list = (Array.isArray(named) ? named.join(',') : String(named ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!list.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) list.push('Accept-Language');
  return reply.header('vary', list.join(', '));
}

const busy = say('error.serviceBusy');
const failed = say('error.serverFailed');

/**
 * Every error leaves with its status and `errorBody`, its message in the request's language (an
 * HttpError's; Fastify's own, such as a body too large, stay English); a 5xx never shows internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FieldError>((error, request, reply) => {
      // A deadline ran out or the database is briefly out of reach: not a bug, and worth retrying.
      // (Errors that carry their own status, e.g. a client that hung up mid-body, keep it.)
      if (error.statusCode === undefined && isDatabaseUnavailable(error)) {
        request.log.warn({ err: safeError(error) }, 'Database busy or unreachable');
        return varyOnLanguage(reply)
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(errorBody(request, busy(requestLanguage(request))));
      }
      const status = error instanceof HttpError || error.statusCode ? (error.statusCode ?? 500) : 500;
      if (status >= 500) {
        request.log.error({ err: safeError(error) }, 'Request failed');
        return varyOnLanguage(reply)
          .status(500)
          .send(errorBody(request, failed(requestLanguage(request))));
      }
      if (status === 401 || status === 403) request.log.info({ status, url: redactedUrl(request.url) }, error.message);
      const message = error instanceof HttpError ? error.messageIn(requestLanguage(request)) : error.message;
      return varyOnLanguage(reply)
        .status(status)
        .send(errorBody(request, message, error.field));
    });

    app.setNotFoundHandler((request, reply) => {
      const route = `${request.method} ${request.url.split('?')[0]}`;
      return varyOnLanguage(reply)
        .status(404)
        .send(errorBody(request, say('error.noSuchRoute', { route })(requestLanguage(request))));
    });
  },
  { name: 'ceylon-errors' },
);
