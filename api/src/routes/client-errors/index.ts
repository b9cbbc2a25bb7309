import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createClientErrorsRepository } from '../../repositories/client-errors-repository';
import { Id, Timestamp, errorResponses } from '../../schemas/entities';

const ClientErrorBody = Type.Object({
  area: Type.String({ minLength: 1, maxLength: 100 }),
  version: Type.Optional(Type.String({ maxLength: 100 })),
  url: Type.Optional(Type.String({ maxLength: 2048 })),
  type: Type.String({ minLength: 1, maxLength: 50 }),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
});

const ClientErrorSchema = Type.Object({
  id: Id,
  area: Type.String(),
  version: Type.String(),
  url: Type.String(),
  type: Type.String(),
  message: Type.String(),
  userAgent: Type.String(),
  createdAt: Timestamp,
});

/** Failures the browser saw (an area that would not load, …), kept for administrators. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const clientErrors = createClientErrorsRepository(app.db);

  app.post(
    '/',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: { tags: ['client errors'], body: ClientErrorBody, response: { 201: Type.Object({ id: Id }), ...errorResponses(400, 429) } },
    },
    async (request, reply) => {
      const entry = {
        ...request.body,
        version: request.body.version ?? '',
        url: request.body.url ?? '',
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      };
      request.log.warn({ clientError: entry }, `Client error in ${entry.area}: ${entry.type}`);
      return reply.status(201).send({ id: await clientErrors.create(entry) });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireRole(['admin'], 'Access denied. Admins only.'),
      schema: {
        tags: ['client errors'],
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        response: { 200: Type.Array(ClientErrorSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      (await clientErrors.listNewest(request.query.limit ?? 50)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
};

export default routes;
