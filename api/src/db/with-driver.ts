import type { Dialect, Driver } from 'kysely';

/**
 * `dialect` with its driver wrapped by `wrap` (turn-taking, read retries, metering: the
 * *-dialect.ts files); its adapter, introspector and query compiler stay its own.
 */
export function withDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => wrap(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
