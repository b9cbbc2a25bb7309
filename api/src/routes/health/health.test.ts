// The probes take a busy database for a live one: while the API's own statements succeed, a queue
// in front of its connections (here PGlite's one, held by a transaction) does not make a server
// "not ready"; once nothing has succeeded for a while, the probe's own deadline decides.
import { setTimeout as delay } from 'node:timers/promises';
import { useAppWithDatabase } from '../../test/use-app-with-database';

describe('health and ready probes behind a busy connection (PGlite)', () => {
  // No outbox worker: nothing but the test's own requests runs a statement.
  const test = useAppWithDatabase('pglite', { outboxPollMs: 0 });

  /** Holds PGlite's one connection in a transaction until `release()`; resolves once it is held. */
  async function holdTheConnection(): Promise<{ release(): Promise<void> }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const done = test.db.transaction().execute(async (trx) => {
      await trx.selectFrom('hotels').select('id').limit(1).execute();
      held();
      await released;
    });
    await holding;
    return {
      release: async () => {
        release();
        await done;
      },
    };
  }

  it('answer ready and ok while a statement has just succeeded, though the probe itself would queue', async () => {
    const hold = await holdTheConnection();
    try {
      const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
      const health = await test.app.inject({ method: 'GET', url: '/api/health' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
      expect(health.statusCode).toBe(200);
    } finally {
      await hold.release();
    }
  });

  it('answer 503 when nothing has succeeded for over a second and the probe cannot get through', async () => {
    const hold = await holdTheConnection();
    try {
      // Nothing else can run a statement while the connection is held, so after this wait no
      // statement has succeeded within the last second, however slowly the machine runs.
      await delay(1200);
      const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', message: 'The database cannot be reached' });
    } finally {
      await hold.release();
    }
    const after = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
  });
});
