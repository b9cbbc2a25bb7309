// A dialect wrapper for a database that runs inside this process, on its event loop (PGlite: one
// WASM database, its folder locked to this process). Two things follow from that:
// - Each statement blocks the event loop while it runs, and PGlite starts the next queued one
//   straight away (microtasks only), so a queue of searches kept every other request, cached
//   answers too, waiting for the whole queue (loop stalls of 0.5 s at 500 req/s). Each statement
//   here first waits one turn of the loop (setImmediate), so requests are taken in between.
// - Only this process writes, so the statements that may write can be counted (WriteWatch): the
//   search cache then knows the catalogue version is unchanged while the count is, and reads it
//   again only after a write instead of on every search. A statement counts unless it is a plain
//   `select` (one with a data-modifying CTE starts with `with`); the count moves on as it starts
//   and again as it ends, and likewise at a transaction's commit or rollback, so a version read
//   that overlapped a write is never taken for one that followed it.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import { withDriver } from './with-driver';

const READ = /^\s*select\b/i;

export class WriteWatch {
  /** Moves on as a statement that may write starts, and again as it ends (so even while one runs). */
  writes = 0;

  /** `run`, counted as a write before it starts and after it settles. */
  async around<T>(run: () => Promise<T>): Promise<T> {
    this.writes += 1;
    try {
      return await run();
    } finally {
      this.writes += 1;
    }
  }
}

const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

class InProcessConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await loopTurn();
    if (READ.test(query.sql)) return this.inner.executeQuery<R>(query);
    return this.watch.around(() => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no streams (its driver throws); counted as a write all the same, to be safe.
    this.watch.writes += 1;
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as InProcessConnection).inner;

class InProcessDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly watch: WriteWatch,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new InProcessConnection(await this.driver.acquireConnection(), this.watch);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(innerOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.watch.around(() => this.driver.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.watch.around(() => this.driver.rollbackTransaction(innerOf(connection)));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** `dialect` (of a database in this process) taking turns with the event loop, its writes counted in `watch`. */
export function inProcessDialect(dialect: Dialect, watch: WriteWatch): Dialect {
  return withDriver(dialect, (driver) => new InProcessDriver(driver, watch));
}

const watches = new WeakMap<object, WriteWatch>();

/** Records that every write to the database behind `db` goes through `db` and is counted in `watch`. */
export function registerWriteWatch<DB>(db: Kysely<DB>, watch: WriteWatch): void {
  watches.set(db, watch);
}

/** The watch over every write to `db`'s database, when this process is its only writer (PGlite). */
export function writeWatchOf<DB>(db: Kysely<DB>): WriteWatch | undefined {
  return watches.get(db);
}
