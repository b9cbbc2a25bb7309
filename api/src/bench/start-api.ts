// The API as a bench drives it: mounted under /api on a Fastify of its own, with the demo data, and
// its database handed back so the bench can seed what it measures.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { apiPlugin, type ApiConfig } from '../app';
import type { Database } from '../db/schema';

export async function startApi(options: Partial<ApiConfig>): Promise<{ app: FastifyInstance; db: Kysely<Database> }> {
  const app = Fastify({ logger: false, pluginTimeout: 0 });
  let db: Kysely<Database> | undefined;
  await app.register(
    async (scope) => {
      await scope.register(fp(apiPlugin), { logger: false, seed: 'demo', jwtSecret: randomBytes(32).toString('hex'), ...options });
      db = scope.db;
    },
    { prefix: '/api' },
  );
  await app.ready();
  if (!db) throw new Error('The API did not open its database');
  return { app, db };
}
