// A database of a test file's own, without the app: in-memory PGlite, or a fresh PostgreSQL schema
// (dropped afterwards). `prepare` brings it to the state the tests start from (migrations, usually).
import type { Kysely } from 'kysely';
import { loadApiConfig } from '../config';
import { openDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import { dropTestSchema, newTestSchema, type TestDatabase } from './test-app';

export interface DatabaseContext {
  readonly db: Kysely<Database>;
  /** The PostgreSQL schema (undefined on PGlite): migrations keep their bookkeeping there. */
  readonly schema: string | undefined;
}

export function useDatabase(kind: TestDatabase, prepare: (context: DatabaseContext) => Promise<void>): DatabaseContext {
  const url = kind === 'postgres' ? (process.env.TEST_DATABASE_URL ?? '') : 'memory://';
  let opened: { db: Kysely<Database>; schema: string | undefined } | undefined;
  const context: DatabaseContext = {
    get db() {
      if (!opened) throw new Error('The test database has not opened');
      return opened.db;
    },
    get schema() {
      return opened?.schema;
    },
  };
  beforeAll(async () => {
    const schema = kind === 'postgres' ? newTestSchema() : undefined;
    const { db } = await openDatabase(loadApiConfig(process.env, { databaseUrl: url, databaseSchema: schema, logger: false }));
    opened = { db, schema };
    await prepare(context);
  }, 60_000);
  afterAll(async () => {
    await opened?.db.destroy();
    if (opened?.schema) await dropTestSchema(opened.schema);
  });
  return context;
}
