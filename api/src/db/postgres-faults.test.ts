// PostgreSQL going wrong under a running API: connections terminated, a table locked, the pool
// exhausted, the server gone and back. Runs when TEST_DATABASE_URL is set; every session this
// file ends or waits for is its own (by application_name and schema), since other files share the database.
import net from 'node:net';
import pg from 'pg';
import { call, startTestApp, type TestApp } from '../test/test-app';
import { applicationName } from './connect';

const url = process.env.TEST_DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

jest.setTimeout(120_000);

const BUSY = { message: 'The service is busy, please try again in a moment', requestId: expect.any(String) };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Holds `lock table <schema>.hotels in access exclusive mode` in an open transaction until released. */
async function lockHotels(schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table "${schema}".hotels in access exclusive mode`);
  return {
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Polls until `count()` reaches `target` (a busy machine decides how long that takes). */
async function waitFor(count: () => Promise<number>, target: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await count()) >= target) return;
    await delay(50);
  }
  throw new Error(`Never reached ${target}`);
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: Math.round(performance.now() - started) };
}

describeOnPostgres('the API on PostgreSQL under database faults', () => {
  let started: TestApp | undefined;
  afterEach(async () => {
    await started?.close();
    started = undefined;
  });

  it('starts on a new schema while another schema already holds the migration bookkeeping tables', async () => {
    const other = await startTestApp('postgres', { seed: 'none' });
    try {
      started = await startTestApp('postgres', { seed: 'none' });
      expect((await call(started.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('keeps running when its connections are terminated, and the next requests get fresh ones', async () => {
    started = await startTestApp('postgres');
    const { app, schema } = started;
    // Several requests at once, so the pool holds several connections to lose.
    expect((await Promise.all(times(8, () => call(app, 'GET', '/api/hotels')))).map((r) => r.statusCode)).toEqual(times(8, () => 200));

    const inFlight = times(8, () => call(app, 'GET', '/api/hotels'));
    const terminated = await withClient((client) =>
      client.query<{ pid: number }>(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
        [applicationName(schema)],
      ),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    // Those caught by the termination may fail, but as a 503 the client can retry, never a 500.
    for (const response of await Promise.all(inFlight)) {
      expect([200, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) expect(response.json()).toEqual(BUSY);
    }

    // Until the terminated sessions have ended (a busy machine decides how long that takes).
    const pids = terminated.rows.map((row) => row.pid);
    await waitFor(
      () =>
        withClient(async (client) => {
          const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_stat_activity where pid = any($1)`, [pids]);
          return pids.length - Number(rows[0]?.n ?? 0);
        }),
      pids.length,
    );
    const after = await Promise.all([...times(20, () => call(app, 'GET', '/api/hotels')), call(app, 'GET', '/api/health')]);
    expect(after.map((r) => r.statusCode)).toEqual(times(21, () => 200));
  });

  it('answers 503 within a few seconds while another session holds a lock on the table, and health stays up', async () => {
    started = await startTestApp('postgres');
    const { app, schema } = started;
    const lock = await lockHotels(schema ?? '');
    try {
      const { result: hotels, ms } = await timed(() => call(app, 'GET', '/api/hotels'));
      console.log(`GET /api/hotels during a table lock: ${hotels.statusCode} after ${ms} ms`);
      expect(hotels.statusCode).toBe(503);
      expect(hotels.json()).toEqual(BUSY);
      expect(hotels.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(10_000);

      // The probe does not touch hotels, so the health check is unaffected by the lock.
      const health = await timed(() => call(app, 'GET', '/api/health'));
      expect(health.result.statusCode).toBe(200);
      expect(health.ms).toBeLessThan(2_000);
    } finally {
      await lock.release();
    }
    expect((await call(app, 'GET', '/api/hotels')).statusCode).toBe(200);
  });

  it('answers /api/health with 503 within about a second when every pooled connection is taken, and cached searches at once', async () => {
    // Long deadlines, so the ten requests stuck behind the lock hold the whole pool while health is asked.
    started = await startTestApp('postgres', { dbLockTimeoutMs: 60_000, dbStatementTimeoutMs: 60_000, dbAcquireTimeoutMs: 60_000 });
    const { app, schema } = started;
    const cachedSearch = '/api/hotels?limit=20';
    const cachedBody = (await call(app, 'GET', cachedSearch)).body;
    const lock = await lockHotels(schema ?? '');
    // Ten different searches: ten of one would share a single search (the search cache's coalescing).
    const stuck = times(10, (i) => call(app, 'GET', `/api/hotels?limit=${i + 1}`));
    try {
      await waitFor(
        () =>
          withClient(async (client) => {
            const { rows } = await client.query<{ n: string }>(
              `select count(*) as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
              [applicationName(schema)],
            );
            return Number(rows[0]?.n ?? 0);
          }),
        10,
      );
      const { result: health, ms } = await timed(() => call(app, 'GET', '/api/health'));
      console.log(`GET /api/health with the pool exhausted: ${health.statusCode} after ${ms} ms`);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      expect(ms).toBeLessThan(2_500);

      // A search answered before the lock is answered from the cache at once: its version is read
      // on a connection of its own, not queued behind the stuck searches for the pool's.
      const { result: repeated, ms: repeatedMs } = await timed(() => call(app, 'GET', cachedSearch));
      console.log(`A cached search with the pool exhausted: ${repeated.statusCode} after ${repeatedMs} ms`);
      expect(repeated.statusCode).toBe(200);
      expect(repeated.body).toBe(cachedBody);
      expect(repeatedMs).toBeLessThan(2_500);
    } finally {
      await lock.release();
    }
    expect((await Promise.all(stuck)).map((r) => r.statusCode)).toEqual(times(10, () => 200));
  });

  it('gives 503s, not 500s or hangs, while PostgreSQL is gone, and heals without a restart when it is back', async () => {
    const target = new URL(url ?? '');
    const proxy = await startProxy(target.hostname, Number(target.port || 5432));
    try {
      const through = new URL(target);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      started = await startTestApp('postgres', { databaseUrl: through.toString(), dbAcquireTimeoutMs: 3_000 });
      const { app } = started;
      expect((await Promise.all(times(5, () => call(app, 'GET', '/api/hotels')))).map((r) => r.statusCode)).toEqual(times(5, () => 200));

      // As a restart looks from here: every connection dropped, new ones refused.
      await proxy.stop();
      const { result: down, ms } = await timed(() => Promise.all(times(5, () => call(app, 'GET', '/api/hotels'))));
      console.log(`GET /api/hotels with PostgreSQL gone: ${down.map((r) => r.statusCode).join(',')} within ${ms} ms`);
      for (const response of down) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(BUSY);
      }
      expect(ms).toBeLessThan(10_000);
      expect((await call(app, 'GET', '/api/health')).statusCode).toBe(503);

      await proxy.resume();
      // Until the API reaches PostgreSQL again (a busy machine decides how long that takes).
      await waitFor(async () => ((await call(app, 'GET', '/api/health')).statusCode === 200 ? 1 : 0), 1);
      expect((await Promise.all(times(10, () => call(app, 'GET', '/api/hotels')))).map((r) => r.statusCode)).toEqual(times(10, () => 200));
    } finally {
      await proxy.stop();
    }
  });
});

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, then listen again on the same port. */
async function startProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((incoming) => {
        const outgoing = net.connect(port, host);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        incoming.pipe(outgoing).pipe(incoming);
        incoming.on('close', () => outgoing.destroy());
        outgoing.on('close', () => incoming.destroy());
      });
      next.once('error', reject);
      next.listen(listenPort, '127.0.0.1', () => {
        listenPort = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return listenPort;
    },
    async stop() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    resume: listen,
  };
}
