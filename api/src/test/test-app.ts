// Test apps on a real database: in-memory PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL is set, each test file in a schema of its own (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type ApiConfig } from '../app';
import { snapshotPath } from './pglite-snapshots';

export type TestDatabase = 'pglite' | 'postgres';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** The databases this run covers, for `describe.each`. */
export function testDatabases(): TestDatabase[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  /** The PostgreSQL schema the app runs in (undefined on PGlite). */
  schema?: string;
  close(): Promise<void>;
}

/** A PostgreSQL schema name of a test file's own (the app or database given it creates it). */
export const newTestSchema = (): string => `test_${randomBytes(6).toString('hex')}`;

/** Drops a test file's PostgreSQL schema with everything in it. */
export async function dropTestSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}

const base: Partial<ApiConfig> = {
  logger: false,
  seed: 'demo',
  // The demo data as globalSetup's snapshot has it (no pictures), and photos uploaded on
  // PostgreSQL kept out of the repository's data folder.
  seedPhotos: false,
  dataDir: mkdtempSync(path.join(tmpdir(), 'ceylon-test-data-')),
  jwtSecret: TEST_JWT_SECRET,
  authRateLimit: 1000,
  formRateLimit: 1000,
  // Twenty racing bookings queue for PGlite's one connection (or the pool) far longer than the
  // production 3 s on a busy machine; the tests of the deadline itself set their own.
  dbAcquireTimeoutMs: 30_000,
  // No calendar sync worker: the calendar sync tests drive its passes with runOnce().
  calendarSyncPollMs: 0,
};

export async function startTestApp(kind: TestDatabase, options: Partial<ApiConfig> = {}): Promise<TestApp> {
  if (kind === 'pglite') {
    // The migrated (and seeded) data folder globalSetup dumped; migrations still run, so new ones apply.
    const pgliteSnapshot = snapshotPath((options.seed ?? base.seed) === 'none' ? 'migrated' : 'seeded');
    const app = await buildApp({ ...base, databaseUrl: 'memory://', pgliteSnapshot, ...options });
    return { app, close: () => app.close() };
  }
  const schema = newTestSchema();
  const app = await buildApp({ ...base, databaseUrl: process.env.TEST_DATABASE_URL ?? '', databaseSchema: schema, ...options });
  return {
    app,
    schema,
    async close() {
      await app.close();
      await dropTestSchema(schema);
    },
  };
}

/**
 * A second server process on the PostgreSQL schema of `first` (no seed: the data is already
 * there), as a second instance behind a load balancer would run. Close it before `first`.
 */
export function startSecondProcess(first: TestApp, options: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  if (!first.schema) throw new Error('A second process shares a PostgreSQL schema: start the first app on postgres');
  return buildApp({ ...base, databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema: first.schema, ...options, seed: 'none' });
}

/** Starts an app before the tests of the enclosing describe and closes it after them. */
export function useTestApp(kind: TestDatabase, options: Partial<ApiConfig> = {}): { readonly app: FastifyInstance } {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(kind, options);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    get app() {
      if (!started) throw new Error('The test app has not started');
      return started.app;
    },
  };
}

/** `app.inject` with an optional bearer token. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined && { payload: options.body as InjectOptions['payload'] }),
  });
}

/** The options every test app starts with, for helpers that build one another way (use-app-with-database.ts). */
export { base as testAppBase };
