// The release store's tables in PostgreSQL, made and changed by Kysely's migrator as the API's are
// (api/src/db/migrate.ts): pending migrations run when a server or CLI first touches the store.
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import type pg from 'pg';
import { statements as releaseStore } from './migrations/001-release-store';

/**
 * The migrator's own tables, in the store's schema and named for the store: a database shared with
 * the API (even one schema) never mixes the two histories, so neither takes the other's migrations
 * as done.
 */
export const migrationTables = { migrationTableName: 'release_store_migration', migrationLockTableName: 'release_store_migration_lock' };

function fromStatements(list: readonly string[]): Migration {
  return {
    async up(db) {
      for (const statement of list) await sql.raw(statement).execute(db);
    },
  };
}

/**
 * Brings the store in `schema` up to date, creating the schema when missing. The migrator runs in a
 * transaction under its advisory lock, so two servers starting together apply each migration once.
 */
export async function migrateReleaseStore(pool: pg.Pool, schema: string): Promise<void> {
  // Closed with the pool by the store's own close(); this instance only lends it to the migrator.
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const quoted = `"${schema}"`;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '001-release-store': fromStatements(releaseStore(quoted)) }) },
    migrationTableSchema: schema,
    ...migrationTables,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
