// `npm run bench:search`: the search figures. Seeds 100,000 hotels and 1,000,000 bookings on
// PostgreSQL (DATABASE_URL, in a schema of its own) and 5,000 hotels and 50,000 bookings on PGlite
// (a throw-away folder), starts the API on each and prints the bytes of the pages the site fetches
// and GET /api/hotels with dates and a text query at a fixed 500 req/s. Goals in brackets.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp, type ApiConfig } from '../app';
import { openPglite } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import {
  averageBytes,
  bytesOf,
  distinctSearchPaths,
  loadRun,
  mixed,
  LOAD_CONNECTIONS,
  RATE,
  searchPaths,
  serialRun,
  type Bytes,
  type Load,
} from './measure-search';
import { querySplit } from './query-split';
import { searchCacheTotals } from '../search-cache/search-cache';
import { seedCatalogue, type SeedSize } from './seed-catalogue';
import { dropSchema, schemaIsSeeded, seedSchema } from './seed-schema';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_SEASONS=1 gives one hotel in ten three seasons, in a schema of its own. */
const SEASONS = process.env.BENCH_SEASONS === '1';
const SCHEMA = SEASONS ? 'bench_search_seasons' : 'bench_search';
/** BENCH_SCALE=0.1 seeds a tenth of each catalogue, for a quick look. */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const sized = (hotels: number, bookings: number, guests: number): SeedSize => ({
  hotels: Math.round(hotels * SCALE),
  bookings: Math.round(bookings * SCALE),
  guests: Math.max(1, Math.round(guests * SCALE)),
  seasons: SEASONS,
});
/** BENCH_KEEP=1 keeps the PostgreSQL schema after the run and reuses it the next time. */
const KEEP = process.env.BENCH_KEEP === '1';
/** Searches per second no two alike that the API still answers promptly on two cores (BENCH_DISTINCT_RATE). */
const DISTINCT_RATE = Number(process.env.BENCH_DISTINCT_RATE ?? 40);
/** In the mixed run, one request in this many is a search never asked before. */
const MIX_EVERY = 10;
const NO_DEADLINES = { dbStatementTimeoutMs: 600_000, dbLockTimeoutMs: 600_000, dbAcquireTimeoutMs: 600_000 };

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  const app = await buildApp({ ...options, logger: false, seed: 'none', jwtSecret: randomBytes(32).toString('hex') });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const paths = searchPaths(200);
    const probe = await fetch(base + paths[0]);
    if (!probe.ok) throw new Error(`The search route answered ${probe.status}: ${await probe.text()}`);
    // Before the search parameters existed the route answered the whole catalogue; loading that is no search figure.
    const searching = ((await probe.json()) as unknown[]).length <= 20;
    const bare = await bytesOf(base, 'bare /api/hotels (capped)', '/api/hotels');
    const bytes: Bytes[] = searching
      ? [
          await averageBytes(base, 'search page, 20 hotels', paths.slice(0, 20)),
          await bytesOf(base, 'Home: ?limit=4 [≤ 10 KB br]', '/api/hotels?limit=4'),
          await bytesOf(base, 'Browse first load: ?limit=12 [≤ 60 KB br]', '/api/hotels?limit=12'),
          bare,
        ]
      : [bare];
    console.log(`\n${label}: bytes per answer (br/gzip as the web server compresses; nothing under 1 KiB)`);
    console.table(bytes);
    if (!searching) {
      console.log(`${label}: GET /api/hotels ignores q, dates and limit here, so there is no search to load`);
      return;
    }
    // Searches no two alike, each row a slice of its own, so none of them can come from the cache.
    const distinct = distinctSearchPaths(12_000);
    // The same kind of searches sorted by price: with dates, by the stay's room charge (decision 0027).
    const priceSorted = searchPaths(paths.length, 13, 'price-asc');
    const loads: (Load & { 'cache hits': string })[] = [
      await cached(() => serialRun(base, 'GET /api/health, one at a time (the floor)', Array<string>(100).fill('/api/health'))),
      await cached(() => serialRun(base, 'search, one at a time (no load; first sight of each)', searchPaths(100, 7))),
      await cached(() =>
        loadRun(base, `search: q + dates + guests=2, limit 20, ${paths.length} searches repeated, from a cold cache`, paths),
      ),
      await cached(() => loadRun(base, `the same ${paths.length} searches again, the cache warm [p99 ≤ 50 ms]`, paths)),
      await cached(() => serialRun(base, 'price-asc with dates, one at a time (first sight of each)', priceSorted.slice(0, 100))),
      await cached(() => loadRun(base, `price-asc with dates: ${priceSorted.length} searches repeated, from a cold cache`, priceSorted)),
      await cached(() => loadRun(base, `the same price-asc searches again, the cache warm [p99 ≤ 50 ms]`, priceSorted)),
      await cached(() =>
        loadRun(
          base,
          `the same, with one request in ${MIX_EVERY} a search never asked before`,
          mixed(paths, distinct.slice(0, 2000), MIX_EVERY),
        ),
      ),
      await cached(() =>
        loadRun(
          base,
          'search: no search asked twice (the cache of no help), at a rate it keeps up with',
          distinct.slice(2000, 4000),
          DISTINCT_RATE,
        ),
      ),
      await cached(() => loadRun(base, 'the same, as fast as answered: what the database can search', distinct.slice(4000), 0)),
    ];
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `${label}: GET /api/hotels at ${RATE} req/s spaced evenly from a process of its own (latency from each request's due moment; ` +
        `send lag: how late that process itself sent one), ${LOAD_CONNECTIONS} connections at most; loop and GC: the API's thread; ` +
        `search cache SEARCH_CACHE_MB=${process.env.SEARCH_CACHE_MB ?? 32}; load average ${load} on ${cpus().length} cores`,
    );
    console.table(loads);
  } finally {
    await app.close();
  }
}

/** A run with the search cache's hits and misses during it (searchCacheTotals: this process's caches). */
async function cached<T extends object>(run: () => Promise<T>): Promise<T & { 'cache hits': string }> {
  const before = searchCacheTotals();
  const result = await run();
  const after = searchCacheTotals();
  const hits = after.hits - before.hits;
  const all = hits + after.misses - before.misses;
  return { ...result, 'cache hits': all === 0 ? '-' : `${hits}/${all} (${Math.round((100 * hits) / all)}%)` };
}

async function splitQueries(db: Kysely<Database>, label: string): Promise<void> {
  console.log(`${label}: the search's queries, 50 searches one at a time, straight to the database`);
  console.table(await querySplit(db, searchPaths(50)));
}

async function postgres(): Promise<void> {
  const size = sized(100_000, 1_000_000, 10_000);
  const label = `PostgreSQL, ${size.hotels} hotels`;
  if (KEEP && (await schemaIsSeeded(DATABASE_URL, SCHEMA))) {
    console.log(`PostgreSQL: reusing schema ${SCHEMA} (BENCH_KEEP=1)`);
    await measure(label, { databaseUrl: DATABASE_URL, databaseSchema: SCHEMA });
    return;
  }
  try {
    const report = await seedSchema(DATABASE_URL, SCHEMA, size, (db) => splitQueries(db, 'PostgreSQL'));
    console.log(
      `PostgreSQL: seeded ${size.hotels} hotels, ${size.bookings} bookings, ${report.hotelNights} hotel_nights, ` +
        `${report.seasons} seasons in ${report.seconds} s`,
    );
    await measure(label, { databaseUrl: DATABASE_URL, databaseSchema: SCHEMA });
  } finally {
    if (!KEEP) await dropSchema(DATABASE_URL, SCHEMA);
  }
}

async function pglite(): Promise<void> {
  // The API opens PGlite at <dataDir>/pglite (see openDatabase); seed that folder first.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-bench-search-'));
  try {
    const { db } = await openPglite(path.join(dataDir, 'pglite'), undefined, NO_DEADLINES);
    try {
      const size = sized(5_000, 50_000, 1_000);
      await migrateToLatest(db);
      const report = await seedCatalogue(db, size);
      console.log(
        `PGlite: seeded ${size.hotels} hotels, ${size.bookings} bookings, ${report.hotelNights} hotel_nights, ` +
          `${report.seasons} seasons in ${report.seconds} s`,
      );
      await splitQueries(db, 'PGlite');
    } finally {
      await db.destroy();
    }
    delete process.env.DATABASE_URL;
    await measure(`PGlite, ${sized(5_000, 0, 0).hotels} hotels`, { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Search benchmark, Node ${process.version}; BENCH_ONLY=postgres|pglite runs one; seasons on one hotel in ten: ${SEASONS ? 'yes' : 'no'} (BENCH_SEASONS=1)`,
  );
  const only = process.env.BENCH_ONLY;
  if (only !== 'pglite') await postgres();
  if (only !== 'postgres') await pglite();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
