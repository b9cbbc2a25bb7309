// Runs pending migrations at start-up; Kysely's migrator takes an advisory lock, so two
// processes starting together on one PostgreSQL database do not race.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { statements as initial } from './migrations/001-initial';
import { statements as auth } from './migrations/002-auth';
import { statements as telemetry } from './migrations/003-telemetry';

function fromStatements(list: readonly string[]): Migration {
  return {
    async up(db) {
      for (const statement of list) await sql.raw(statement).execute(db);
    },
  };
}

const provider: MigrationProvider = {
  async getMigrations() {
    return {
      '001-initial': fromStatements(initial),
      '002-auth': fromStatements(auth),
      '003-telemetry': fromStatements(telemetry),
    };
  },
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
