// The mail outbox as the database holds it: what waits to be sent, for how long, and what was given up.
import { sql, type Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { Database } from '../db/schema';
import { scrapedGauge, sharedWhileRunning } from './scrape-metrics';

interface OutboxState {
  pending: number;
  oldestPendingAgeSeconds: number;
  failed: number;
}

/** One query for the three gauges; every process reports the whole shared outbox, not only what it sends. */
async function readOutbox(db: Kysely<Database>): Promise<OutboxState> {
  const waiting = sql`status in ('pending', 'sending')`;
  const row = await db
    .selectFrom('mailOutbox')
    .select([
      sql<number>`(count(*) filter (where ${waiting}))::int`.as('pending'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at) filter (where ${waiting})), 0)::float8`.as('oldestPendingAgeSeconds'),
      sql<number>`(count(*) filter (where status = 'failed'))::int`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Outbox gauges, read from the database at each scrape: a worker that stopped sending (SMTP down,
 * no worker running) shows as a growing oldest age whichever process is scraped.
 */
export function registerOutboxMetrics(registry: Registry, db: Kysely<Database>): void {
  const read = sharedWhileRunning(() => readOutbox(db));
  scrapedGauge(
    registry,
    'ceylon_outbox_pending_messages',
    'Mail waiting to be sent (pending, or claimed by a worker)',
    async () => (await read()).pending,
  );
  scrapedGauge(
    registry,
    'ceylon_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail still waiting to be sent; 0 when none waits',
    async () => (await read()).oldestPendingAgeSeconds,
  );
  scrapedGauge(
    registry,
    'ceylon_outbox_failed_messages',
    'Mail given up on after its last delivery attempt',
    async () => (await read()).failed,
  );
}
