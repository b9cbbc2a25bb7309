// A PostgreSQL schema holding the benchmark catalogue: created, migrated and seeded, for
// `npm run bench:search` and `npm run bench:browse`.
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedCatalogue, type SeedReport, type SeedSize } from './seed-catalogue';

/** Whether `schema` already holds a catalogue (a hotels table). */
export async function schemaIsSeeded(databaseUrl: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: number }>(
      `select count(*)::int as found from information_schema.tables where table_schema = $1 and table_name = 'hotels'`,
      [schema],
    );
    return (rows[0]?.found ?? 0) > 0;
  } finally {
    await client.end();
  }
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Drops and re-creates `schema`, migrates it and seeds `size`; `inspect` may read the seeded
 * database before it is closed (the search benchmark times its queries there).
 */
export async function seedSchema(
  databaseUrl: string,
  schema: string,
  size: SeedSize,
  inspect?: (db: Kysely<Database>) => Promise<void>,
): Promise<SeedReport> {
  await dropSchema(databaseUrl, schema);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`).finally(() => admin.end());
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  try {
    await sql`set synchronous_commit = off`.execute(db);
    await migrateToLatest(db, schema);
    const report = await seedCatalogue(db, size);
    await sql`analyze`.execute(db);
    await inspect?.(db);
    return report;
  } finally {
    await db.destroy();
  }
}

/**
 * A bench's `measure` on PGlite in memory, then on PostgreSQL in a schema of its own (dropped before
 * and after) when `url` (DATABASE_URL unless the bench says) is set; the exit code says whether it failed.
 */
export function measureOnEachDatabase(
  schema: string,
  measure: (label: string, options: { databaseUrl: string; databaseSchema?: string }) => Promise<void>,
  { url = process.env.DATABASE_URL, variables = 'DATABASE_URL' }: { url?: string; variables?: string } = {},
): void {
  const run = async () => {
    await measure('PGlite (in memory)', { databaseUrl: 'memory://' });
    if (!url) {
      console.log(`\nPostgreSQL: skipped (set ${variables} to measure it too)`);
      return;
    }
    await dropSchema(url, schema);
    try {
      await measure('PostgreSQL', { databaseUrl: url, databaseSchema: schema });
    } finally {
      await dropSchema(url, schema);
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
