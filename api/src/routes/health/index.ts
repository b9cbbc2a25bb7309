import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HealthSchema, ReadySchema } from '@ceylon/shared/contracts';
import { isReachable } from '../../db/connect';
import { RETRY_AFTER, errorResponsesWithoutDatabase } from '../../schemas/error-responses';
import { isStopping } from '../../stopping/graceful-stop';

// Load balancers and monitors give up after about a second; a probe that waits for a lock or a
// free connection must answer "unavailable" before that rather than hang with the database.
const PROBE_DEADLINE_MS = 800;

// A statement of the API's that succeeded this recently is the database answering: under a queue
// of requests the probe's own `select 1` would wait for a busy connection, and a balancer that
// took the queue for a dead database would send the whole load to the other server.
const RECENT_ANSWER_MS = 1000;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = async (): Promise<boolean> => app.databaseAnsweredWithin(RECENT_ANSWER_MS) || isReachable(app.db, PROBE_DEADLINE_MS);

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check the service and its database',
        description:
          "ok when the database answered one of the API's statements in the last second or answers a probe within one; 503 with Retry-After when it does not.",
        tags: ['health'],
        response: {
          200: HealthSchema,
          503: Type.Object(HealthSchema.properties, { description: 'The database did not answer in time', headers: RETRY_AFTER }),
          ...errorResponsesWithoutDatabase(),
        },
      },
    },
    async (_request, reply) => {
      if (await answers()) return { status: 'ok' as const, database: app.databaseKind };
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', database: app.databaseKind, message: 'The database cannot be reached' });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReady',
        summary: 'Ask whether this server takes requests',
        description:
          "For load balancers: ready while the server runs and its database answers (a statement of the API's in the last second, or a probe within one, so a busy server is not taken for a dead database); 503 once it has begun to stop (it still finishes what it has, and /api/health stays ok) or when the database does not answer.",
        tags: ['health'],
        response: {
          200: ReadySchema,
          503: Type.Object(ReadySchema.properties, {
            description: 'Stopping, or the database did not answer in time',
            headers: RETRY_AFTER,
          }),
          ...errorResponsesWithoutDatabase(),
        },
      },
    },
    async (_request, reply) => {
      if (isStopping(app.server)) {
        return reply.status(503).header('retry-after', '5').send({ status: 'stopping', message: 'This server is stopping' });
      }
      if (await answers()) return { status: 'ready' as const };
      return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', message: 'The database cannot be reached' });
    },
  );
};

export default routes;
