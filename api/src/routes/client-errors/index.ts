import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createClientErrorsRepository } from '../../repositories/client-errors-repository';
import { Id, Timestamp, errorResponses } from '../../schemas/entities';
import { ClientErrorBody } from './report-body';

const ClientErrorSchema = Type.Object({
  id: Id,
  area: Type.String(),
  version: Type.String(),
  url: Type.String(),
  type: Type.String(),
  message: Type.String(),
  userAgent: Type.String(),
  /** Digest of the browser's signed id when the site's web server vouched for one. */
  browser: Type.Union([Type.String(), Type.Null()]),
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
      const { area, version, url, type, message } = request.body;
      const entry = {
        area,
        version: version ?? '',
        url: url ?? '',
        type,
        message,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        browser: request.verifiedBrowser ?? null,
      };
      request.log.warn({ clientError: { ...entry, browser: undefined } }, `Client error in ${entry.area}: ${entry.type}`);
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
