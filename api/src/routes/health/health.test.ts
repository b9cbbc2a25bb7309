// The probes take a busy database for a live one: with every pooled connection busy and a queue
// behind them, the probe's own `select 1` waits past its deadline, but the API's statements go on
// succeeding meanwhile, so the server stays ready and healthy (a balancer would otherwise send the
// whole load to the other server). A stuck or lost database is pglite-deadlines.test.ts's and
// postgres-faults.test.ts's: nothing succeeds while the probe waits, and the answer is 503.
import { sql } from 'kysely';
import { useAppWithDatabase } from '../../test/use-app-with-database';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('health and ready probes behind a queue of statements (PostgreSQL)', () => {
  // Deadlines long enough that the queue, not a deadline, decides; no outbox worker.
  const test = useAppWithDatabase('postgres', { outboxPollMs: 0, dbAcquireTimeoutMs: 60_000, dbStatementTimeoutMs: 60_000 });

  it('answer ready and ok while the queue moves, though the probe waits in it past its deadline', async () => {
    // 60 statements of 0.25 s on a pool of 10: about 1.5 s of queue ahead of the probe, with one
    // finishing every 25 ms or so meanwhile.
    const queue = Array.from({ length: 60 }, () => sql`select pg_sleep(0.25)`.execute(test.db));
    try {
      const started = performance.now();
      const [ready, health] = await Promise.all([
        test.app.inject({ method: 'GET', url: '/api/ready' }),
        test.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      const waited = performance.now() - started;
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
      expect(health.statusCode).toBe(200);
      // The probes did wait in the queue past their 0.8 s deadline: the answer came from the statements that succeeded meanwhile.
      expect(waited).toBeGreaterThanOrEqual(800);
    } finally {
      await Promise.all(queue);
    }
  });
});
