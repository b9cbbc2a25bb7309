// The database's connections and statements as Prometheus metrics (see db/metered-dialect.ts).
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseMeter } from '../db/metered-dialect';

/** Seconds; the acquire deadline (DB_ACQUIRE_TIMEOUT_MS) and statement deadline are 3 s and 5 s by default. */
const DATABASE_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Metrics of the API's main connections (PostgreSQL's pool, or PGlite's one connection); `opened`
 * says how many there can be once the database is open. The search cache's side connection is not counted.
 */
export function databaseMeter(registry: Registry): DatabaseMeter & { opened(size: number): void } {
  let inUse = 0;
  let waiting = 0;
  const max = new Gauge({ name: 'ceylon_db_connections_max', help: 'Connections the API may hold at once', registers: [registry] });
  new Gauge({
    name: 'ceylon_db_connections_in_use',
    help: 'Connections held by a request or job now',
    registers: [registry],
    collect() {
      this.set(inUse);
    },
  });
  new Gauge({
    name: 'ceylon_db_connection_waiting',
    help: 'Requests waiting for a free connection now',
    registers: [registry],
    collect() {
      this.set(waiting);
    },
  });
  const waits = new Histogram({
    name: 'ceylon_db_connection_wait_seconds',
    help: 'Time spent waiting for a connection, by whether one was given',
    labelNames: ['acquired'] as const,
    buckets: DATABASE_BUCKETS,
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'ceylon_db_statement_duration_seconds',
    help: 'Time a statement took on the database, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: DATABASE_BUCKETS,
    registers: [registry],
  });
  return {
    opened: (size) => max.set(size),
    waiting() {
      waiting += 1;
      const stop = waits.startTimer();
      return (acquired) => {
        waiting -= 1;
        if (acquired) inUse += 1;
        stop({ acquired: String(acquired) });
      };
    },
    released() {
      inUse -= 1;
    },
    queried({ seconds, failed }) {
      statements.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
    },
  };
}
