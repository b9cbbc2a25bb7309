// Fixed-window hit counters in the database, so every server process shares one budget and a
// restart does not reset it. One atomic upsert per hit; the database's clock decides windows
// (clock_timestamp, not now(): concurrent transactions began at different moments).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface WindowCount {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Rows removed per clean-up, so one never holds the table for long. */
const CLEAN_UP_BATCH = 500;

export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /** Counts one hit for `key` in a window of `windowMs` (a new window once the old one ended). */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const { rows } = await sql<{ hits: number; ttlMs: number }>`
        insert into rate_limit_hits as r (key, hits, window_ends_at)
        values (${key}, 1, clock_timestamp() + ${windowMs}::float8 * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends_at <= clock_timestamp() then 1 else r.hits + 1 end,
          window_ends_at = case when r.window_ends_at <= clock_timestamp() then excluded.window_ends_at else r.window_ends_at end
        returning hits, (extract(epoch from (window_ends_at - clock_timestamp())) * 1000)::float8 as ttl_ms
      `.execute(db);
      const [row] = rows;
      return { hits: Number(row?.hits ?? 1), ttlMs: Math.min(windowMs, Math.max(0, Math.ceil(Number(row?.ttlMs ?? windowMs)))) };
    },

    /** Deletes up to a batch of windows that ended; returns how many went. */
    async removeEnded(): Promise<number> {
      const result = await db
        .deleteFrom('rateLimitHits')
        .where('key', 'in', (query) =>
          query
            .selectFrom('rateLimitHits')
            .select('key')
            .where('windowEndsAt', '<', sql<Date>`clock_timestamp()`)
            .limit(CLEAN_UP_BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
