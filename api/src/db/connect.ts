// Opens the one database the API runs on: PostgreSQL (pooled) when a URL is given, else PGlite.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

const DATE_OID = 1082;
const NUMERIC_OID = 1700;

// DATE stays `YYYY-MM-DD` text (a JS Date would shift it by the server's time zone);
// NUMERIC prices become numbers (they are well inside double precision).
const keepDate = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

async function openPostgres(url: string, schema: string | undefined): Promise<Kysely<Database>> {
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepDate;
        if (oid === NUMERIC_OID) return toNumber;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

async function openPglite(dataDir: string | undefined): Promise<Kysely<Database>> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    parsers: { [pgliteTypes.DATE]: keepDate, [pgliteTypes.NUMERIC]: toNumber },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(client), plugins: [new CamelCasePlugin()] });
}

export async function openDatabase(config: ApiConfig): Promise<OpenDatabase> {
  const url = config.databaseUrl;
  if (url && url !== 'memory://') return { db: await openPostgres(url, config.databaseSchema), kind: 'postgres' };
  const dir = url === 'memory://' ? undefined : path.join(config.dataDir, 'pglite');
  return { db: await openPglite(dir), kind: 'pglite' };
}

export async function isReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
