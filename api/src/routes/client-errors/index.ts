import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClientErrorBody, ClientErrorSchema, ClientErrorsQuery, IdResponseSchema } from '@ceylon/shared/contracts';
import { createClientErrorsRepository } from '../../repositories/client-errors-repository';
import { errorResponses } from '../../schemas/error-responses';
import './verified-browser';
import { ADMINS_ONLY } from '../../plugins/auth';

/** Failures the browser saw (an area that would not load, …), kept for administrators. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const clientErrors = createClientErrorsRepository(app.db);

  app.post(
    '/',
    {
      config: { rateLimit: { max: app.config.formRateLimit, timeWindow: '1 minute' } },
      schema: {
        operationId: 'reportClientError',
        summary: 'Report a failure the browser saw',
        description: 'Kept for administrators.',
        tags: ['client errors'],
        body: ClientErrorBody,
        response: { 201: IdResponseSchema, ...errorResponses(429) },
      },
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
      onRequest: app.requireRole(['admin'], ADMINS_ONLY),
      schema: {
        operationId: 'listClientErrors',
        summary: 'List reported client errors',
        description: 'Newest first, for administrators.',
        tags: ['client errors'],
        security: [{ bearerAuth: [] }],
        querystring: ClientErrorsQuery,
        response: { 200: Type.Array(ClientErrorSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      (await clientErrors.listNewest(request.query.limit ?? 50)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
};

export default routes;
