import pg from 'pg';
import type { AppName } from '../apps';
import type { ActiveVersions, Canaries, HistoryEntry } from './activation';
import { newBrowserIdSecret } from './browser-id-secret';
import { migrateReleaseStore } from './migrate';
import type { LoadFailure } from './load-failures';
import type { ServedBrowsers } from './served-browsers';
import type { StateChange, StoreState } from './state';
import type { VitalRecord } from './vitals';

export interface PostgresStateOptions {
  url: string;
  /** Schema of the store's tables, created and migrated on first use (migrate.ts); several stores may share a database under different schemas. */
  schema: string;
  /** How long a read of the active versions and canaries may be reused, in ms (the servers' propagation delay). */
  cacheMs?: number;
  /** Load-failure rows kept; older ones are deleted as new ones arrive. */
  maxLoadFailures?: number;
  /** Vitals samples kept, likewise. */
  maxVitals?: number;
}

export const schemaPattern = /^[a-z_][a-z0-9_]{0,62}$/;
const defaultCacheMs = 500;
const defaultMaxLoadFailures = 20_000;
const defaultMaxVitals = 100_000;

/**
 * The activation state in PostgreSQL, shared by every server and CLI that points at it. Each change
 * is one transaction under an advisory lock, so two releases from two machines are applied one
 * after the other and both land in the history. Reads of the active versions and canaries (every
 * page and `/remotes.json`) are shared for `cacheMs` at most.
 */
export function postgresState(options: PostgresStateOptions): StoreState {
  if (!schemaPattern.test(options.schema)) throw new Error(`"${options.schema}" is not a schema name (lower-case letters, digits, _).`);
  const pool = new pg.Pool({ connectionString: options.url, max: 5, allowExitOnIdle: true, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection is dropped by the pool; the next query reports the problem.
  pool.on('error', () => undefined);
  const s = `"${options.schema}"`;
  const cacheMs = options.cacheMs ?? defaultCacheMs;
  const maxLoadFailures = options.maxLoadFailures ?? defaultMaxLoadFailures;
  const maxVitals = options.maxVitals ?? defaultMaxVitals;
  const lockKey = `ceylon release store ${options.schema}`;

  let ready: Promise<void> | null = null;
  function open(): Promise<void> {
    ready ??= migrateReleaseStore(pool, options.schema).catch((error: unknown) => {
      ready = null;
      // The address is left out: it usually holds a password.
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot open the release store's tables in PostgreSQL (RELEASES_DATABASE_URL): ${reason}`, { cause: error });
    });
    return ready;
  }

  async function inTransaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // A holder that hangs makes others fail with a message rather than wait for ever.
      await client.query("SET LOCAL lock_timeout = '60s'");
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
      const result = await run(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  type Queryable = Pick<pg.Pool, 'query'>;

  async function readVersions(db: Queryable) {
    const { rows } = await db.query<{ app: AppName; active: string; previous: string | null }>(
      `SELECT app, active, previous FROM ${s}.release_versions`,
    );
    return rows;
  }

  async function readCanaries(db: Queryable): Promise<Canaries> {
    const { rows } = await db.query<{ app: AppName; version: string; percent: number; since: Date }>(
      `SELECT app, version, percent, since FROM ${s}.release_canaries`,
    );
    return Object.fromEntries(rows.map((row) => [row.app, { version: row.version, percent: row.percent, since: row.since.toISOString() }]));
  }

  const activeOf = (rows: Awaited<ReturnType<typeof readVersions>>): ActiveVersions =>
    Object.fromEntries(rows.map((row) => [row.app, row.active]));

  // One read of versions and canaries shared by the requests of the next `cacheMs`.
  let snapshot: { at: number; value: Promise<{ versions: Awaited<ReturnType<typeof readVersions>>; canaries: Canaries }> } | null = null;
  function current() {
    const now = Date.now();
    if (snapshot === null || now - snapshot.at >= cacheMs) {
      const value = open().then(async () => {
        const [versions, canaries] = await Promise.all([readVersions(pool), readCanaries(pool)]);
        return { versions, canaries };
      });
      const taken = { at: now, value };
      snapshot = taken;
      value.catch(() => {
        if (snapshot === taken) snapshot = null;
      });
    }
    return snapshot.value;
  }

  function changeOn(client: pg.PoolClient): StateChange {
    return {
      readActive: async () => activeOf(await readVersions(client)),
      readCanaries: () => readCanaries(client),
      async setActive(app, version, previous) {
        await client.query(
          `INSERT INTO ${s}.release_versions (app, active, previous) VALUES ($1, $2, $3)
           ON CONFLICT (app) DO UPDATE SET active = EXCLUDED.active,
             previous = COALESCE(EXCLUDED.previous, ${s}.release_versions.previous)`,
          [app, version, previous],
        );
      },
      async setCanary(app, canary) {
        if (canary === undefined) await client.query(`DELETE FROM ${s}.release_canaries WHERE app = $1`, [app]);
        else
          await client.query(
            `INSERT INTO ${s}.release_canaries (app, version, percent, since) VALUES ($1, $2, $3, $4)
             ON CONFLICT (app) DO UPDATE SET version = EXCLUDED.version, percent = EXCLUDED.percent, since = EXCLUDED.since`,
            [app, canary.version, canary.percent, canary.since],
          );
      },
      async appendHistory(entry) {
        await client.query(
          `INSERT INTO ${s}.release_history (app, from_version, to_version, at, command, canary, percent, reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [entry.app, entry.from, entry.to, entry.at, entry.command, entry.canary ?? null, entry.percent ?? null, entry.reason ?? null],
        );
      },
    };
  }

  /**
   * Keeps a ledger table to its newest `max` rows. Trimmed now and then rather than on every insert
   * (when the ids just added pass a multiple of 1% of the cap), so it stays within about 1% of it.
   */
  async function trim(table: string, lastId: number, added: number, max: number) {
    const every = Math.max(1, Math.floor(max / 100));
    if (Math.floor(lastId / every) === Math.floor((lastId - added) / every)) return;
    await pool.query(`DELETE FROM ${s}.${table} WHERE id <= $1`, [lastId - max]);
  }

  let secret: Promise<string> | null = null;

  /**
   * Browsers are noted in memory and written in one go before each count (the monitor checks every
   * few seconds), so serving /remotes.json never waits on the database. Other servers' notes count
   * once they have checked too.
   */
  function servedBrowsers(maxPerVersion: number): ServedBrowsers {
    const pending = new Map<string, Set<string>>();
    async function flush() {
      const batches = [...pending.entries()];
      pending.clear();
      await open();
      for (const [key, browsers] of batches) {
        const [area = '', version = ''] = key.split('\0');
        // Two servers flushing at once may each fill the room left: a version passes its cap by one batch at most.
        await pool.query(
          `INSERT INTO ${s}.release_served (area, version, browser)
           SELECT $1, $2, browser FROM unnest($3::text[]) AS b(browser)
           LIMIT GREATEST(0, $4 - (SELECT count(*) FROM ${s}.release_served WHERE area = $1 AND version = $2))
           ON CONFLICT DO NOTHING`,
          [area, version, [...browsers], maxPerVersion],
        );
      }
    }
    return {
      note(area, version, browser) {
        const key = `${area}\0${version}`;
        let browsers = pending.get(key);
        if (!browsers) pending.set(key, (browsers = new Set()));
        // Bounded between two checks too.
        if (browsers.size < maxPerVersion) browsers.add(browser);
      },
      async count(area, version, failed) {
        await flush();
        const { rows } = await pool.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM ${s}.release_served WHERE area = $1 AND version = $2)
                + (SELECT count(*) FROM unnest($3::text[]) AS f(browser) WHERE NOT EXISTS (
                     SELECT 1 FROM ${s}.release_served r WHERE r.area = $1 AND r.version = $2 AND r.browser = f.browser)) AS n`,
          [area, version, [...failed]],
        );
        return Number(rows[0]?.n ?? 0);
      },
      async keepOnly(keys) {
        await flush();
        await pool.query(`DELETE FROM ${s}.release_served WHERE NOT (area || '/' || version = ANY($1::text[]))`, [[...keys]]);
      },
    };
  }

  return {
    kind: 'postgres',
    readActive: async () => activeOf((await current()).versions),
    async readPrevious() {
      const { versions } = await current();
      return Object.fromEntries(
        versions.flatMap((row) => (row.previous !== null && row.previous !== row.active ? [[row.app, row.previous]] : [])),
      );
    },
    readCanaries: async () => ({ ...(await current()).canaries }),
    async readHistory() {
      await open();
      const { rows } = await pool.query<HistoryRow>(
        `SELECT app, from_version, to_version, at, command, canary, percent, reason FROM ${s}.release_history ORDER BY id`,
      );
      return rows.map(toHistoryEntry);
    },
    async change(run) {
      await open();
      try {
        return await inTransaction((client) => run(changeOn(client)));
      } finally {
        snapshot = null;
      }
    },
    async appendLoadFailure(failure) {
      await open();
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO ${s}.release_load_failures (area, version, type, url, message, at, browser)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [failure.area, failure.version, failure.type, failure.url, failure.message, failure.at, failure.browser ?? null],
      );
      await trim('release_load_failures', Number(rows[0]?.id ?? 0), 1, maxLoadFailures);
    },
    async readLoadFailures() {
      await open();
      const { rows } = await pool.query<LoadFailureRow>(
        `SELECT area, version, type, url, message, at, browser FROM ${s}.release_load_failures ORDER BY id`,
      );
      return rows.map(toLoadFailure);
    },
    async appendVitals(records) {
      if (records.length === 0) return;
      await open();
      const column = <K extends keyof VitalRecord>(key: K) => records.map((record) => record[key]);
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO ${s}.release_vitals (area, version, route, metric, value, at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::timestamptz[])
         RETURNING id`,
        [column('area'), column('version'), column('route'), column('metric'), column('value'), column('at')],
      );
      await trim('release_vitals', Math.max(...rows.map((row) => Number(row.id))), records.length, maxVitals);
    },
    async readVitals() {
      await open();
      const { rows } = await pool.query<Omit<VitalRecord, 'at'> & { at: Date }>(
        `SELECT area, version, route, metric, value, at FROM ${s}.release_vitals ORDER BY id`,
      );
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
    servedBrowsers,
    browserIdSecret() {
      secret ??= (async () => {
        await open();
        await pool.query(`INSERT INTO ${s}.release_secrets (name, value) VALUES ('browser-id', $1) ON CONFLICT (name) DO NOTHING`, [
          newBrowserIdSecret(),
        ]);
        const { rows } = await pool.query<{ value: string }>(`SELECT value FROM ${s}.release_secrets WHERE name = 'browser-id'`);
        const value = rows[0]?.value;
        if (value === undefined) throw new Error('The release store holds no browser-id secret.');
        return value;
      })().catch((error: unknown) => {
        secret = null;
        throw error;
      });
      return secret;
    },
    close: () => pool.end(),
  };
}

interface HistoryRow {
  app: AppName;
  from_version: string | null;
  to_version: string;
  at: Date;
  command: string;
  canary: HistoryEntry['canary'] | null;
  percent: number | null;
  reason: string | null;
}

function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    app: row.app,
    from: row.from_version,
    to: row.to_version,
    at: row.at.toISOString(),
    command: row.command,
    ...(row.canary !== null && { canary: row.canary }),
    ...(row.percent !== null && { percent: row.percent }),
    ...(row.reason !== null && { reason: row.reason }),
  };
}

interface LoadFailureRow extends Omit<LoadFailure, 'at' | 'browser'> {
  at: Date;
  browser: string | null;
}

function toLoadFailure(row: LoadFailureRow): LoadFailure {
  const { at, browser, ...rest } = row;
  return { ...rest, at: at.toISOString(), ...(browser !== null && { browser }) };
}
