// The API as a benchmark runs it: inside an /api scope, as the site mounts it, on the demo data,
// with the scope's database handle for seeding what the benchmark measures.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { apiPlugin, type ApiConfig } from '../app';
import type { Database } from '../db/schema';

/** Ready, and listening on 127.0.0.1:`listenPort` when one is given (0: any free port). */
export async function startBenchApi(
  options: Partial<ApiConfig>,
  listenPort?: number,
): Promise<{ app: FastifyInstance; db: Kysely<Database> }> {
  const app = Fastify({ logger: false, pluginTimeout: 0 });
  let db: Kysely<Database> | undefined;
  await app.register(
    async (scope) => {
      await scope.register(fp(apiPlugin), { logger: false, seed: 'demo', jwtSecret: randomBytes(32).toString('hex'), ...options });
      db = scope.db;
    },
    { prefix: '/api' },
  );
  if (listenPort === undefined) await app.ready();
  else await app.listen({ host: '127.0.0.1', port: listenPort });
  if (!db) throw new Error('The API did not open its database');
  return { app, db };
}
