// A PostgreSQL schema of a test's own on TEST_DATABASE_URL (dropped afterwards); tests that need
// one are skipped when it is not set, as the API's are.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PostgresStateOptions } from '../postgres-state';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

export function newStateSchema(): PostgresStateOptions {
  return { url: testDatabaseUrl, schema: `release_test_${randomBytes(5).toString('hex')}` };
}

export async function dropStateSchema(options: PostgresStateOptions): Promise<void> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${options.schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
