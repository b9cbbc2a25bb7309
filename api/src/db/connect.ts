// Opens the one database the API runs on: PostgreSQL (pooled) when a URL is given, else PGlite.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config';
import { dataFolderLayout } from '../data-folder';
import { describeDatabaseError } from './database-errors';
import { PGliteDialect } from './pglite-dialect';
import { withReadRetry } from './read-retry-dialect';
import type { Database } from './schema';
import { inProcessDialect, registerWriteWatch, WriteWatch } from './in-process-dialect';
import { meteredDialect, statementLog, type DatabaseMeter } from './metered-dialect';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PGlite's client when the database is PGlite on disk: what a backup dumps (backup/embedded-data.ts). */
  pglite?: PGlite;
}

/** Where connection trouble is reported (the API's logger; the seed CLI's console). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

const consoleLog: DatabaseLog = { warn: (details, message) => console.warn(message, details) };

type DeadlineConfig = Pick<ApiConfig, 'dbStatementTimeoutMs' | 'dbLockTimeoutMs' | 'dbAcquireTimeoutMs'>;

/** Identifies this API's sessions in pg_stat_activity (operators, and tests that end only their own). */
export function applicationName(schema: string | undefined): string {
  return schema ? `ceylon-stays ${schema}` : 'ceylon-stays';
}

const DATE_OID = 1082;
const NUMERIC_OID = 1700;

// DATE stays `YYYY-MM-DD` text (a JS Date would shift it by the server's time zone);
// NUMERIC prices become numbers (they are well inside double precision).
const keepDate = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

/** The API's pool: requests' queries, up to this many at once. */
const POOL_SIZE = 10;

/** How many connections the API's main database may hold at once: the pool, or PGlite's one. */
export const connectionsOf = (kind: DatabaseKind): number => (kind === 'postgres' ? POOL_SIZE : 1);

/** Kysely's options for a dialect: with a meter, its connections and statements are reported. */
function kyselyOptions(dialect: Dialect, meter: DatabaseMeter | undefined) {
  if (!meter) return { dialect, plugins: [new CamelCasePlugin()] };
  return { dialect: meteredDialect(dialect, meter), log: statementLog(meter), plugins: [new CamelCasePlugin()] };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  deadlines: DeadlineConfig,
  log: DatabaseLog,
  { side = false, meter }: { side?: boolean; meter?: DatabaseMeter } = {},
): Promise<Kysely<Database>> {
  // A side connection opens after the main pool, which has created the schema.
  if (schema && !side) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: deadlines.dbAcquireTimeoutMs });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: side ? 1 : POOL_SIZE,
    application_name: applicationName(schema),
    // No parallel workers for a query: each request's query is small and requests run side by side,
    // so starting workers costs more than it saves (searches as fast as answered on two cores: about
    // 47 a second with them, 66 without; docs/decisions/0009).
    options: [schema ? `-c search_path=${schema}` : '', '-c max_parallel_workers_per_gather=0'].join(' ').trim(),
    // Deadlines, so a lock held elsewhere or a stalled server gives a 503 instead of a hang.
    statement_timeout: deadlines.dbStatementTimeoutMs,
    lock_timeout: deadlines.dbLockTimeoutMs,
    idle_in_transaction_session_timeout: 2 * deadlines.dbStatementTimeoutMs,
    connectionTimeoutMillis: deadlines.dbAcquireTimeoutMs,
    // Notices a peer that vanished without closing the socket (failover, network loss).
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepDate;
        if (oid === NUMERIC_OID) return toNumber;
        return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
      }) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that dies while idle (pg_terminate_backend, a restart) is reported here; with no
  // listener the 'error' event would end the process. The pool has already dropped it, and the
  // next request opens a fresh one.
  pool.on('error', (error) => log.warn({ db: describeDatabaseError(error) }, 'An idle database connection was lost; it will be replaced'));
  // One that dies while a request holds it fails that request's query; the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Metered inside the read retry, so a retried read's second connection is counted too.
  const { dialect, ...options } = kyselyOptions(new PostgresDialect({ pool }), meter);
  return new Kysely<Database>({ ...options, dialect: withReadRetry(dialect) });
}

/**
 * One more connection to the API's PostgreSQL database, in a pool of its own: for a read that must
 * never wait behind the main pool's queue (the search cache's version, which every search reads
 * first: behind slow searches holding every pooled connection, cached answers would wait too).
 * Same deadlines, read retry and application_name as the main pool.
 */
export function openSideConnection(config: ApiConfig, log: DatabaseLog = consoleLog): Promise<Kysely<Database>> {
  return openPostgres(config.databaseUrl ?? '', config.databaseSchema, config, log, { side: true });
}

/** PGlite as the API uses it: its client (for dumps) and the Kysely instance over it. */
export async function openPglite(
  dataDir: string | undefined,
  snapshot: string | undefined,
  deadlines: DeadlineConfig & { pgliteSharedBuffersMb?: number },
  meter?: DatabaseMeter,
): Promise<{ client: PGlite; db: Kysely<Database> }> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    // A dumped data folder (see test/global-setup.ts) starts in well under a second; a fresh one runs initdb.
    ...(snapshot && { loadDataDir: new Blob([readFileSync(snapshot)]) }),
    parsers: { [pgliteTypes.DATE]: keepDate, [pgliteTypes.NUMERIC]: toNumber },
    // Trigram indexes for the hotel search's `q` (migration 005 creates the extension).
    extensions: { pg_trgm },
    // Its buffer cache lives in its WebAssembly memory, which grows to hold it and never shrinks:
    // PostgreSQL's 128 MB default would be a third of the server's memory (docs/production.md, "Sizing").
    ...(deadlines.pgliteSharedBuffersMb && {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${deadlines.pgliteSharedBuffersMb}MB`],
    }),
  });
  // PGlite runs each statement to the end on the event loop, so statement_timeout and lock_timeout
  // cannot fire there (one connection, no other session to wait for); the deadline that matters is
  // the wait for its one connection.
  const { dialect, ...options } = kyselyOptions(new PGliteDialect(client, { acquireTimeoutMs: deadlines.dbAcquireTimeoutMs }), meter);
  // It runs on this event loop and only this process writes to it (see in-process-dialect.ts).
  const watch = new WriteWatch();
  const db = new Kysely<Database>({ ...options, dialect: inProcessDialect(dialect, watch) });
  registerWriteWatch(db, watch);
  return { client, db };
}

/** The API's database; `meter` (the API's metrics) is told of its connections and statements. */
export async function openDatabase(config: ApiConfig, log: DatabaseLog = consoleLog, meter?: DatabaseMeter): Promise<OpenDatabase> {
  const url = config.databaseUrl;
  if (url && url !== 'memory://') return { db: await openPostgres(url, config.databaseSchema, config, log, { meter }), kind: 'postgres' };
  const dataDir = url === 'memory://' ? undefined : dataFolderLayout(config.dataDir).pglite;
  const { client, db } = await openPglite(dataDir, url === 'memory://' ? config.pgliteSnapshot : undefined, config, meter);
  return { db, kind: 'pglite', ...(dataDir && { pglite: client }) };
}

/** True when the database answers `select 1` within `deadlineMs` (health checks must not hang). */
export async function isReachable(db: Kysely<Database>, deadlineMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, deadlineMs, false)));
  try {
    return await Promise.race([probe, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
