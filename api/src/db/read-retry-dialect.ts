// When PostgreSQL drops a pooled connection (pg_terminate_backend, a restart, a failover), the
// queries running on it fail although a fresh connection would answer. A read outside a
// transaction is safe to run again, so it gets one more try on a new connection; writes and
// anything inside a transaction fail as they are (the client sees a 503 and may retry).
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { isConnectionLost } from './database-errors';
import { withDriver } from './with-driver';

const READ = /^\s*select\b/i;

class RetryingConnection implements DatabaseConnection {
  inTransaction = false;
  /** Undefined between dropping a lost connection and getting its replacement (which may fail). */
  current: DatabaseConnection | undefined;

  constructor(
    private readonly driver: Driver,
    connection: DatabaseConnection,
  ) {
    this.current = connection;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await inner(this).executeQuery<R>(query);
    } catch (error) {
      if (this.inTransaction || !READ.test(query.sql) || !isConnectionLost(error)) throw error;
      // The lost client is dropped by the pool on release (it is no longer queryable).
      const lost = inner(this);
      this.current = undefined;
      await this.driver.releaseConnection(lost);
      this.current = await this.driver.acquireConnection();
      return this.current.executeQuery<R>(query);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return inner(this).streamQuery<R>(query, chunkSize);
  }
}

function inner(connection: DatabaseConnection): DatabaseConnection {
  const { current } = connection as RetryingConnection;
  if (!current) throw new Error('The database connection was lost');
  return current;
}

class ReadRetryDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(this.driver, await this.driver.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    (connection as RetryingConnection).inTransaction = true;
    await this.driver.beginTransaction(inner(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.commitTransaction(inner(connection));
    } finally {
      (connection as RetryingConnection).inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.rollbackTransaction(inner(connection));
    } finally {
      (connection as RetryingConnection).inTransaction = false;
    }
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.driver.savepoint!(inner(connection), name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.driver.rollbackToSavepoint!(inner(connection), name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.driver.releaseSavepoint!(inner(connection), name, compile);

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { current } = connection as RetryingConnection;
    if (current) await this.driver.releaseConnection(current);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** `dialect` with one retry for reads whose connection was lost. */
export function withReadRetry(dialect: Dialect): Dialect {
  return withDriver(dialect, (driver) => new ReadRetryDriver(driver));
}
