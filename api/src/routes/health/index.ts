import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isReachable } from '../../db/connect';

const Health = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  database: Type.Enum(['pglite', 'postgres']),
  message: Type.Optional(Type.String()),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    if (await isReachable(app.db)) return { status: 'ok' as const, database: app.databaseKind };
    return reply.status(503).send({ status: 'unavailable', database: app.databaseKind, message: 'The database cannot be reached' });
  });
};

export default routes;
