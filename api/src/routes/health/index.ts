import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HealthSchema, ReadySchema } from '@ceylon/shared/contracts';
import { isReachable } from '../../db/connect';
import { RETRY_AFTER, errorResponsesWithoutDatabase } from '../../schemas/error-responses';
import { isStopping } from '../../stopping/graceful-stop';

// Load balancers and monitors give up after about a second; a probe that waits for a lock or a
// free connection must answer "unavailable" before that rather than hang with the database.
const PROBE_DEADLINE_MS = 800;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // A probe that waited in the queue for a busy connection past its deadline still finds the
  // database answering when the API's own statements went on succeeding meanwhile: a balancer
  // that took a queue of requests for a dead database would send the whole load to the other
  // server. A database that is gone or stuck answers nothing in that time.
  const answers = async (): Promise<boolean> => {
    const asked = performance.now();
    return (await isReachable(app.db, PROBE_DEADLINE_MS)) || app.databaseAnsweredSince(asked);
  };

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check the service and its database',
        description:
          "ok when the database answers a probe within a second, or goes on answering the API's own statements while the probe waits for a busy connection; 503 with Retry-After when it does not.",
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
          "For load balancers: ready while the server runs and its database answers (a probe within a second, or the API's own statements while the probe waits for a busy connection, so a busy server is not taken for a dead database); 503 once it has begun to stop (it still finishes what it has, and /api/health stays ok) or when the database does not answer.",
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
