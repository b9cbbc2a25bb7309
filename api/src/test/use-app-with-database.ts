// A test app whose database the test can read too: the whole API (apiPlugin, not encapsulated,
// inside an /api scope), so `db` is the one its routes write. For what only the database shows,
// e.g. the mail a request queued in the outbox.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { apiPlugin, type ApiConfig } from '../app';
import type { Database } from '../db/schema';
import metricsPlugin from '../metrics/metrics-plugin';
import { requestIdOptions } from '../metrics/request-id';
import { snapshotPath } from './pglite-snapshots';
import { dropTestSchema, newTestSchema, testAppBase, type TestDatabase } from './test-app';

export interface AppWithDatabase {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  /** The /api scope, for what the API decorates it with (its background workers' runOnce …). */
  readonly api: FastifyInstance;
}

/** The root instance as the site's web server sets it up: request ids, and the metrics behind this token. */
export interface SiteRoot {
  metricsToken: string;
}

async function start(kind: TestDatabase, options: Partial<ApiConfig>, site: SiteRoot | undefined) {
  const schema = kind === 'postgres' ? newTestSchema() : undefined;
  const where: Partial<ApiConfig> =
    kind === 'pglite'
      ? { databaseUrl: 'memory://', pgliteSnapshot: snapshotPath((options.seed ?? testAppBase.seed) === 'none' ? 'migrated' : 'seeded') }
      : { databaseUrl: process.env.TEST_DATABASE_URL ?? '', databaseSchema: schema };
  const app = Fastify({ logger: false, pluginTimeout: 0, ...(site && requestIdOptions) });
  if (site) await app.register(metricsPlugin, { token: site.metricsToken });
  let api: FastifyInstance | undefined;
  await app.register(
    async (scope) => {
      // A wrapper, not apiPlugin itself: fastify-plugin marks the function it is given, and a marked
      // apiPlugin would lose its /api prefix in every later buildApp of the same test file.
      await scope.register(
        fp<Partial<ApiConfig>>((instance, config) => apiPlugin(instance, config)),
        { ...testAppBase, ...where, ...options },
      );
      api = scope;
    },
    { prefix: '/api' },
  );
  await app.ready();
  if (!api) throw new Error('The API did not start');
  return { app, api, db: api.db, schema };
}

/**
 * Starts the app before the tests of the enclosing describe and closes it after them; with `site`,
 * its root is set up as the web server's is.
 */
export function useAppWithDatabase(kind: TestDatabase, options: Partial<ApiConfig> = {}, site?: SiteRoot): AppWithDatabase {
  let started: Awaited<ReturnType<typeof start>> | undefined;
  beforeAll(async () => {
    started = await start(kind, options, site);
  }, 60_000);
  afterAll(async () => {
    await started?.app.close();
    if (started?.schema) await dropTestSchema(started.schema);
  });
  return {
    get app() {
      if (!started) throw new Error('The test app has not started');
      return started.app;
    },
    get db() {
      if (!started) throw new Error('The test app has not started');
      return started.db;
    },
    get api() {
      if (!started) throw new Error('The test app has not started');
      return started.api;
    },
  };
}
