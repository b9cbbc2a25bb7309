// Reports how the API uses its database connections, for its metrics: how many are held, how many
// requests wait for one and how long, and how long each statement takes. The database layer knows
// only this interface; metrics/database-metrics.ts turns it into Prometheus metrics.
import type { DatabaseConnection, Dialect, Driver, LogEvent, TransactionSettings } from 'kysely';
import { withDriver } from './with-driver';

export interface DatabaseMeter {
  /** A connection is asked for; call what it returns once it is given (true) or the wait failed (false). */
  waiting(): (acquired: boolean) => void;
  /** A connection went back to the pool (or PGlite's one connection was freed). */
  released(): void;
  /** A statement ended after `seconds`, with an error or not (Kysely's query log; the wait for a connection not included). */
  queried(statement: { seconds: number; failed: boolean }): void;
}

class MeteredDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly meter: DatabaseMeter,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const done = this.meter.waiting();
    try {
      const connection = await this.driver.acquireConnection();
      done(true);
      return connection;
    } catch (error) {
      done(false);
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.driver.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.driver.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) => this.driver.releaseSavepoint!(connection, name, compile);

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.meter.released();
    await this.driver.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** `dialect` reporting its connections' acquisitions and releases to `meter`. */
export function meteredDialect(dialect: Dialect, meter: DatabaseMeter): Dialect {
  return withDriver(dialect, (driver) => new MeteredDriver(driver, meter));
}

/** Kysely's `log` option reporting each statement's time to `meter`. */
export function statementLog(meter: DatabaseMeter): (event: LogEvent) => void {
  return (event) => meter.queried({ seconds: event.queryDurationMillis / 1000, failed: event.level === 'error' });
}

/**
 * Remembers when a statement last succeeded. A probe that had to wait in the queue for a busy
 * connection can then tell a busy database (the API's own statements went on succeeding while it
 * waited) from one that is gone or stuck (nothing succeeded meanwhile).
 */
export class AnswerClock implements DatabaseMeter {
  private lastAnswerAt = Number.NEGATIVE_INFINITY;

  waiting(): (acquired: boolean) => void {
    return () => undefined;
  }

  released(): void {}

  queried({ failed }: { seconds: number; failed: boolean }): void {
    if (!failed) this.lastAnswerAt = performance.now();
  }

  /** True when a statement succeeded at or after `at` (a `performance.now()` time). */
  answeredSince(at: number): boolean {
    return this.lastAnswerAt >= at;
  }
}

/** One meter telling each of `meters` everything. */
export function allMeters(...meters: DatabaseMeter[]): DatabaseMeter {
  return {
    waiting() {
      const ends = meters.map((meter) => meter.waiting());
      return (acquired) => ends.forEach((end) => end(acquired));
    },
    released: () => meters.forEach((meter) => meter.released()),
    queried: (statement) => meters.forEach((meter) => meter.queried(statement)),
  };
}
