// The per-account waits, on both databases, with the rows' clock moved instead of sleeping.
import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrate';
import { testDatabases } from '../test/test-app';
import { useDatabase } from '../test/use-database';
import { LOGIN_DELAYS, createLoginFailuresRepository } from './login-failures-repository';
import { createRateLimitRepository } from './rate-limit-repository';

describe.each(testDatabases())('login failures on %s', (database) => {
  const ctx = useDatabase(database, ({ db, schema }) => migrateToLatest(db, schema));

  const failures = () => createLoginFailuresRepository(ctx.db, { freeFailures: 3, ...LOGIN_DELAYS });
  const endWait = (key: string) =>
    sql`update login_failures set locked_until = now() - interval '1 second' where account_key = ${key}`.execute(ctx.db);

  it('lets the first few through, then doubles the wait on each further failure', async () => {
    const repo = failures();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await repo.begin('a@example.com'));
    expect(verdicts).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }, { allowed: false, retryAfterSeconds: 2 }]);
    const waits = [];
    for (let i = 0; i < 4; i += 1) {
      await endWait('a@example.com');
      expect(await repo.begin('a@example.com')).toEqual({ allowed: true });
      waits.push(await repo.begin('a@example.com'));
    }
    expect(waits).toEqual([4, 8, 16, 32].map((seconds) => ({ allowed: false, retryAfterSeconds: seconds })));
  });

  it('starts the wait again from the end of a failed check', async () => {
    const repo = failures();
    for (let i = 0; i < 3; i += 1) await repo.begin('e@example.com');
    // The third check took ten seconds: its two-second wait must not have run out meanwhile.
    await sql`update login_failures set locked_until = clock_timestamp() - interval '8 seconds' where account_key = 'e@example.com'`.execute(
      ctx.db,
    );
    await repo.failed('e@example.com');
    expect(await repo.begin('e@example.com')).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('never asks for more than 15 minutes', async () => {
    const repo = failures();
    await repo.begin('b@example.com');
    await sql`update login_failures set failures = 10000 where account_key = 'b@example.com'`.execute(ctx.db);
    expect(await repo.begin('b@example.com')).toEqual({ allowed: true });
    expect(await repo.begin('b@example.com')).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('forgets failures after a quiet hour, and clears them on success', async () => {
    const repo = failures();
    for (let i = 0; i < 3; i += 1) await repo.begin('c@example.com');
    await sql`update login_failures set last_attempt_at = now() - interval '2 hours', locked_until = null where account_key = 'c@example.com'`.execute(
      ctx.db,
    );
    expect(await repo.removeForgotten()).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 2; i += 1) expect(await repo.begin('c@example.com')).toEqual({ allowed: true });
    await repo.succeeded('c@example.com');
    for (let i = 0; i < 3; i += 1) expect(await repo.begin('c@example.com')).toEqual({ allowed: true });
  });

  it('lets exactly the free attempts through when they race', async () => {
    const repo = failures();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => repo.begin('d@example.com')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
  });

  it('counts rate-limit hits in windows and removes ended ones', async () => {
    const hits = createRateLimitRepository(ctx.db);
    const counts = await Promise.all(Array.from({ length: 5 }, () => hits.hit('k', 60_000)));
    expect(counts.map((count) => count.hits).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(counts.every((count) => count.ttlMs > 0 && count.ttlMs <= 60_000)).toBe(true);
    await sql`update rate_limit_hits set window_ends_at = now() - interval '1 second'`.execute(ctx.db);
    expect((await hits.hit('k', 60_000)).hits).toBe(1);
    await sql`update rate_limit_hits set window_ends_at = now() - interval '1 second'`.execute(ctx.db);
    expect(await hits.removeEnded()).toBe(1);
  });
});
