// A read whose connection died is run once more on a fresh connection; writes and transactions are not.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { withReadRetry } from './read-retry-dialect';

const lost = () => new Error('Connection terminated unexpectedly');

/** A driver whose connections fail with `failures[i]` (or answer) in the order they are handed out. */
function fakeDriver(failures: Array<Error | undefined>) {
  const released: number[] = [];
  let handedOut = 0;
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => {
      const id = handedOut++;
      if (id >= failures.length) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      const connection: DatabaseConnection & { id: number } = {
        id,
        executeQuery: async <R>(): Promise<QueryResult<R>> => {
          const failure = failures[id];
          if (failure) throw failure;
          return { rows: [{ connection: id } as R] };
        },
        streamQuery: () => {
          throw new Error('not used');
        },
      };
      return connection;
    },
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async (connection) => {
      released.push((connection as DatabaseConnection & { id: number }).id);
    },
    destroy: async () => undefined,
  };
  return { driver, released, handedOut: () => handedOut };
}

function retrying(driver: Driver): Driver {
  return withReadRetry({
    createDriver: () => driver,
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }).createDriver();
}

describe('reads retried on a lost connection', () => {
  it('runs a select again on a fresh connection, releasing each connection once', async () => {
    const fake = fakeDriver([lost(), undefined]);
    const driver = retrying(fake.driver);
    const connection = await driver.acquireConnection();
    const result = await connection.executeQuery(CompiledQuery.raw('select * from hotels'));
    await driver.releaseConnection(connection);
    expect(result.rows).toEqual([{ connection: 1 }]);
    expect(fake.released).toEqual([0, 1]);
  });

  it('does not run a write again', async () => {
    const fake = fakeDriver([lost(), undefined]);
    const driver = retrying(fake.driver);
    const connection = await driver.acquireConnection();
    await expect(connection.executeQuery(CompiledQuery.raw('insert into bookings default values'))).rejects.toThrow(
      'Connection terminated',
    );
    expect(fake.handedOut()).toBe(1);
  });

  it('does not run a read inside a transaction again', async () => {
    const fake = fakeDriver([lost(), undefined]);
    const driver = retrying(fake.driver);
    const connection = await driver.acquireConnection();
    await driver.beginTransaction(connection, {});
    await expect(connection.executeQuery(CompiledQuery.raw('select 1'))).rejects.toThrow('Connection terminated');
    expect(fake.handedOut()).toBe(1);
  });

  it('does not run a read again after a deadline, which a second wait would only double', async () => {
    const fake = fakeDriver([Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }), undefined]);
    const driver = retrying(fake.driver);
    const connection = await driver.acquireConnection();
    await expect(connection.executeQuery(CompiledQuery.raw('select 1'))).rejects.toThrow('statement timeout');
    expect(fake.handedOut()).toBe(1);
  });

  it('when no fresh connection can be had, fails with that error and releases nothing twice', async () => {
    const fake = fakeDriver([lost()]);
    const driver = retrying(fake.driver);
    const connection = await driver.acquireConnection();
    await expect(connection.executeQuery(CompiledQuery.raw('select 1'))).rejects.toThrow('ECONNREFUSED');
    await driver.releaseConnection(connection);
    expect(fake.released).toEqual([0]);
  });
});
