// PGlite has one connection: a transaction that never ends must turn the other requests into quick
// 503s (and /api/health into a quick "unavailable"), and everything must work again once it ends.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadApiConfig } from '../config';
import configPlugin from '../plugins/config';
import databasePlugin from '../plugins/database';
import errorsPlugin from '../plugins/errors';
import healthRoutes from '../routes/health';
import { call } from '../test/test-app';
import { snapshotPath } from '../test/pglite-snapshots';

const ACQUIRE_DEADLINE_MS = 500;

/** The API's config, errors and database plugins (their decorators visible here) and the health route. */
async function buildDatabaseApp(): Promise<FastifyInstance> {
  const config = loadApiConfig(process.env, {
    databaseUrl: 'memory://',
    seed: 'none',
    logger: false,
    dbAcquireTimeoutMs: ACQUIRE_DEADLINE_MS,
    pgliteSnapshot: snapshotPath('migrated'),
  });
  const app = Fastify({ pluginTimeout: 0 });
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(databasePlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  app.get('/api/hotel-count', async () => {
    const row = await app.db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return { count: Number(row.count) };
  });
  await app.ready();
  return app;
}

describe('PGlite with a transaction that does not end', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildDatabaseApp();
  }, 60_000);
  afterAll(() => app.close());

  it('answers other requests 503 after the acquire deadline and health 503 within a second, then recovers', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const stuck = app.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      holding();
      await finished;
    });
    await held;

    try {
      let started = performance.now();
      const health = await call(app, 'GET', '/api/health');
      const healthMs = Math.round(performance.now() - started);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'pglite' });

      started = performance.now();
      const busy = await Promise.all([call(app, 'GET', '/api/hotel-count'), call(app, 'GET', '/api/hotel-count')]);
      const busyMs = Math.round(performance.now() - started);
      console.log(`PGlite held by a transaction: health 503 after ${healthMs} ms, reads 503 after ${busyMs} ms`);
      for (const response of busy) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual({ message: 'The service is busy, please try again in a moment', requestId: expect.any(String) });
      }
      expect(healthMs).toBeLessThan(2_000);
      expect(busyMs).toBeGreaterThanOrEqual(ACQUIRE_DEADLINE_MS - 50);
      expect(busyMs).toBeLessThan(10_000);
    } finally {
      finish();
      await stuck;
    }

    // The requests that gave up passed their turns on: the queue works again, in parallel too.
    const after = await Promise.all([
      call(app, 'GET', '/api/health'),
      ...Array.from({ length: 5 }, () => call(app, 'GET', '/api/hotel-count')),
    ]);
    expect(after.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(after[1]?.json()).toEqual({ count: 0 });
  });
});
