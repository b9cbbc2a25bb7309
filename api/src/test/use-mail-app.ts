// The API with its mail outbox for tests that read the mail it sends: an /api scope of a test
// instance, as the site mounts it, and the actors of the role tests.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPlugin, type ApiConfig } from '../app';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { createActors, type Actors } from './actors';
import { snapshotPath } from './pglite-snapshots';
import { dropTestSchema, newTestSchema, testAppBase, type TestDatabase } from './test-app';

/** A test file's SMTP server, started before the app that sends to it (useMailApp) and stopped after. */
export type UsedSmtpServer = Pick<TestSmtpServer, 'url' | 'received' | 'start' | 'stop'>;

export function useTestSmtpServer(): UsedSmtpServer {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startTestSmtpServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const get = () => {
    if (!server) throw new Error('The test SMTP server has not started');
    return server;
  };
  return {
    get url() {
      return get().url;
    },
    get received() {
      return get().received;
    },
    start: () => get().start(),
    stop: () => get().stop(),
  };
}

/**
 * The API inside an /api scope of a test instance, as the site mounts it, with the scope kept: its
 * database and outbox worker are what the tests read and drive (passes run by runOnce(), no timer).
 * With `smtp` (useTestSmtpServer, called before), it sends its mail there.
 */
export function useMailApp(kind: TestDatabase, options: Partial<ApiConfig>, smtp?: UsedSmtpServer) {
  let started: { app: FastifyInstance; scope: FastifyInstance; schema?: string; actors: Actors } | undefined;
  beforeAll(async () => {
    const schema = kind === 'postgres' ? newTestSchema() : undefined;
    const where: Partial<ApiConfig> =
      kind === 'pglite'
        ? { databaseUrl: 'memory://', pgliteSnapshot: snapshotPath('seeded') }
        : { databaseUrl: process.env.TEST_DATABASE_URL ?? '', databaseSchema: schema };
    const app = Fastify({ logger: false, pluginTimeout: 0 });
    let scope: FastifyInstance | undefined;
    await app.register(
      async (api) => {
        // Read here, when the app starts: the SMTP server's port is known by then.
        await api.register(fp(apiPlugin), { ...testAppBase, ...where, outboxPollMs: 0, ...(smtp && { smtpUrl: smtp.url }), ...options });
        scope = api;
      },
      { prefix: '/api' },
    );
    await app.ready();
    if (!scope) throw new Error('The API did not start');
    started = { app, scope, schema, actors: await createActors(app) };
  }, 60_000);
  afterAll(async () => {
    await started?.app.close();
    if (started?.schema) await dropTestSchema(started.schema);
  });
  const get = () => {
    if (!started) throw new Error('The test app has not started');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().scope.db;
    },
    get worker() {
      const worker = get().scope.mailOutbox;
      if (!worker) throw new Error('No outbox worker: SMTP_URL is not set');
      return worker;
    },
    get hasWorker() {
      return get().scope.mailOutbox !== undefined;
    },
    get actors() {
      return get().actors;
    },
  };
}

export type MailApp = ReturnType<typeof useMailApp>;
