import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';

interface FieldError extends FastifyError {
  field?: string;
}

/** Every error leaves as `{ message, ... }` with its status; a 5xx never shows internals. */
export default fp(
  async (app) => {
    app.setErrorHandler<FieldError>((error, request, reply) => {
      const status = error instanceof HttpError || error.statusCode ? (error.statusCode ?? 500) : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'Request failed');
        return reply.status(500).send({ message: 'Something went wrong on our side, please try again later' });
      }
      if (status === 401 || status === 403) request.log.info({ status, url: request.url }, error.message);
      const body: Record<string, unknown> = { message: error.message };
      if (error.field !== undefined) body.field = error.field;
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No such API route: ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'ceylon-errors' },
);
