// `npm run bench:sitemap`: the sitemap's routes at 100,000 hotels, and the destination pages' (the
// town list the sitemap and the grids read, and a town's page). Seeds the search benchmark's
// catalogue (its hotels, no bookings) on PGlite in a throw-away folder, and on PostgreSQL too when
// DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own, dropped after), then gives its towns
// a real catalogue's shape (shapeTowns). Times, as the median of BENCH_RUNS runs, the queries
// straight on the database and then the routes through app.inject, which is how the web server
// reads them for sitemap.xml and the pages' heads (so JSON serialisation counts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SITEMAP_PAGE_SIZE } from '@ceylon/shared/contracts';
import { DESTINATION_PAGE_SIZE, type DestinationList, type SitemapIndex } from '@ceylon/shared/domain';
import { buildApp, type ApiConfig } from '../app';
import { openPglite } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { createDestinationsRepository, townHotelsQuery, townQuery, townsListQuery } from '../repositories/destinations-repository';
import { createSitemapRepository, filesQuery, pageQuery } from '../repositories/sitemap-repository';
import { percentile } from './percentile';
import { seedCatalogue, type SeedSize } from './seed-catalogue';
import { dropSchema, seedSchema } from './seed-schema';

const POSTGRES_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SCHEMA = 'bench_sitemap';
/** BENCH_SCALE=0.1 seeds a tenth of the hotels, for a quick look. */
const SIZE: SeedSize = { hotels: Math.round(100_000 * Number(process.env.BENCH_SCALE ?? 1)), bookings: 0, guests: 1 };
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const NO_DEADLINES = { dbStatementTimeoutMs: 600_000, dbLockTimeoutMs: 600_000, dbAcquireTimeoutMs: 600_000 };

interface Timing {
  what: string;
  'median ms': number;
  'min ms': number;
  'max ms': number;
  /** Rows the query returned, or the answer's bytes (uncompressed JSON). */
  size: string;
  /** How the database reads the hotels (a sort would mean the index went unused). */
  plan?: string;
}

/** `run` RUNS times, one after another; `size` describes the last result. */
async function timed<T>(what: string, run: () => Promise<T>, size: (result: T) => string): Promise<Timing> {
  const times: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (share: number) => Math.round(percentile(times, share) * 10) / 10;
  return { what, 'median ms': ms(0.5), 'min ms': ms(0), 'max ms': ms(1), size: size(result as T) };
}

const pagesOf = (hotels: number) => Math.ceil(hotels / SITEMAP_PAGE_SIZE);

/** How the plan reads the hotels, e.g. `Index Only Scan using hotels_sitemap on hotels`, and any sort it needs. */
async function planOf(query: { explain(): Promise<Record<string, unknown>[]> }): Promise<string> {
  const lines = (await query.explain()).map((row) => row['QUERY PLAN']).filter((line): line is string => typeof line === 'string');
  return lines
    .filter((line) => /Scan|Sort\s+\(|Sort Key: (hotels\.)?id$/.test(line))
    .map((line) => line.replace(/^[\s>-]*/, '').replace(/\s*\(cost=.*$/, ''))
    .join('; ');
}

/**
 * The hotels' pages VACUUM has marked all-visible, which an index-only scan needs (it visits the
 * rows of the others). VACUUM cannot mark a page while an older transaction is open, another
 * session's on the same server say, so right after the seed some may be unmarked: a catalogue that
 * has stood a while has them marked, so VACUUM runs again a few times, and the report says how many.
 */
async function visiblePages(db: Kysely<Database>): Promise<string> {
  const count = async () => {
    const { rows } = await sql<{ pages: number; visible: number }>`
      select relpages as pages, relallvisible as visible from pg_class where oid = 'hotels'::regclass`.execute(db);
    return { pages: rows[0]?.pages ?? 0, visible: rows[0]?.visible ?? 0 };
  };
  let pages = await count();
  for (let attempt = 0; attempt < 5 && pages.visible < pages.pages; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await sql`vacuum hotels`.execute(db);
    pages = await count();
  }
  return `${pages.visible} of ${pages.pages} table pages all-visible`;
}

/** The town whose pages are timed: one of the largest (about 1 hotel in 30, 3,000 at full scale). */
const TOWN = 'kandy';

/**
 * The seed puts every hotel in one of 30 towns, spelt one way, with no reviews. A real catalogue
 * has thousands of small places, spellings that differ in case, and guest scores to sort by: one
 * hotel in 20 moves to one of 4,000 villages (about 2,900 towns with hotels in all, under the
 * list's cap of 5,000), one in 7 of the rest has its town written in lower case, and one in 3 has
 * reviews.
 * Fixed functions of the id, so every run shapes the same rows.
 */
async function shapeTowns(db: Kysely<Database>): Promise<void> {
  const draw = (salt: string) => sql.raw(`('x' || substr(md5('${salt}' || id::text), 1, 7))::bit(28)::int`);
  await sql`update hotels set location = 'Village ' || ${draw('village')} % 4000 where ${draw('move')} % 20 = 0`.execute(db);
  await sql`update hotels set location = lower(location) where ${draw('case')} % 7 = 0 and location not like 'Village %'`.execute(db);
  await sql`update hotels set review_count = 1 + ${draw('count')} % 40 where ${draw('reviewed')} % 3 = 0`.execute(db);
  await sql`update hotels set review_total = review_count + ${draw('total')} % (4 * review_count + 1) where review_count > 0`.execute(db);
  await sql`vacuum analyze hotels`.execute(db);
}

/** The list of towns, and the town's first and last page: its name and count, and its hotels. */
async function destinationQueryTimes(db: Kysely<Database>): Promise<Timing[]> {
  const destinations = createDestinationsRepository(db);
  const rows = (result: unknown[]) => `${result.length} rows`;
  const town = await destinations.town(TOWN);
  if (!town) throw new Error(`The catalogue has no ${TOWN}`);
  const last = Math.ceil(town.hotelCount / DESTINATION_PAGE_SIZE);
  const timings = [
    {
      ...(await timed('towns(): every town named, counted, dated', () => destinations.towns(), rows)),
      plan: await planOf(townsListQuery(db)),
    },
    {
      ...(await timed(
        `town(${TOWN}): its name and ${town.hotelCount} hotels counted`,
        () => destinations.town(TOWN),
        () => '1 row',
      )),
      plan: await planOf(townQuery(db, TOWN)),
    },
  ];
  for (const page of [1, last]) {
    const read = await timed(
      `hotels(${TOWN}, page ${page} of ${last})`,
      () => destinations.hotels(TOWN, page, DESTINATION_PAGE_SIZE),
      rows,
    );
    timings.push({ ...read, plan: await planOf(townHotelsQuery(db, TOWN, (page - 1) * DESTINATION_PAGE_SIZE, DESTINATION_PAGE_SIZE)) });
  }
  return timings;
}

async function queryTimes(db: Kysely<Database>): Promise<{ visible: string; timings: Timing[] }> {
  await shapeTowns(db);
  const visible = await visiblePages(db);
  const sitemap = createSitemapRepository(db);
  const rows = (result: unknown[]) => `${result.length} rows`;
  const files = await timed('files(): every page counted and dated', () => sitemap.files(), rows);
  const timings: Timing[] = [{ ...files, plan: await planOf(filesQuery(db, SITEMAP_PAGE_SIZE)) }];
  for (let page = 1; page <= pagesOf(SIZE.hotels); page += 1) {
    const read = await timed(`page(${page}): its ids and lastmods`, () => sitemap.page(page), rows);
    timings.push({ ...read, plan: await planOf(pageQuery(db, page, SITEMAP_PAGE_SIZE)) });
  }
  timings.push(...(await destinationQueryTimes(db)));
  return { visible, timings };
}

async function routeTimes(app: FastifyInstance): Promise<Timing[]> {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const bytes = ({ rawPayload }: { rawPayload: Buffer }) =>
    rawPayload.length < 10_240 ? `${rawPayload.length} B` : `${Math.round(rawPayload.length / 1024)} KiB`;
  const index = await get('/api/sitemap/hotels');
  const { files } = index.json<SitemapIndex>();
  if (files.length !== pagesOf(SIZE.hotels)) throw new Error(`Expected ${pagesOf(SIZE.hotels)} sitemap files, got ${files.length}`);
  const timings = [await timed('GET /api/sitemap/hotels', () => get('/api/sitemap/hotels'), bytes)];
  for (const file of files) {
    timings.push(await timed(`GET /api/sitemap/hotels/${file.page}`, () => get(`/api/sitemap/hotels/${file.page}`), bytes));
  }
  const { towns } = (await get('/api/destinations')).json<DestinationList>();
  const town = towns.find((candidate) => candidate.slug === TOWN);
  if (!town) throw new Error(`GET /api/destinations has no ${TOWN}`);
  const last = Math.ceil(town.hotelCount / DESTINATION_PAGE_SIZE);
  timings.push(await timed(`GET /api/destinations (${towns.length} towns)`, () => get('/api/destinations'), bytes));
  for (const url of [`/api/destinations/${TOWN}`, `/api/destinations/${TOWN}?page=${last}`]) {
    timings.push(await timed(`GET ${url}`, () => get(url), bytes));
  }
  return timings;
}

function report(label: string, seeded: string, timings: Timing[]): void {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\n${label}: ${SIZE.hotels} hotels ${seeded}; ${RUNS} runs each, one at a time; load average ${load} on ${cpus().length} cores`,
  );
  console.table(timings);
}

async function measureRoutes(options: Partial<ApiConfig>): Promise<Timing[]> {
  const app = await buildApp({ ...options, logger: false, seed: 'none', jwtSecret: randomBytes(32).toString('hex') });
  try {
    return await routeTimes(app);
  } finally {
    await app.close();
  }
}

async function pglite(): Promise<void> {
  // The API opens PGlite at <dataDir>/pglite (see openDatabase): seed that folder, close it, start the API on it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-bench-sitemap-'));
  try {
    const { db } = await openPglite(path.join(dataDir, 'pglite'), undefined, NO_DEADLINES);
    let seeded: { seconds: number; visible: string; timings: Timing[] };
    try {
      await migrateToLatest(db);
      const { seconds } = await seedCatalogue(db, SIZE);
      seeded = { seconds, ...(await queryTimes(db)) };
    } finally {
      await db.destroy();
    }
    // A DATABASE_URL in the environment would take the API to PostgreSQL instead.
    delete process.env.DATABASE_URL;
    const routes = await measureRoutes({ dataDir });
    report('PGlite', `seeded in ${seeded.seconds} s, ${seeded.visible}`, [...seeded.timings, ...routes]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<void> {
  try {
    let queries: { visible: string; timings: Timing[] } = { visible: '', timings: [] };
    const { seconds } = await seedSchema(url, SCHEMA, SIZE, async (db) => {
      queries = await queryTimes(db);
    });
    const routes = await measureRoutes({ databaseUrl: url, databaseSchema: SCHEMA });
    report('PostgreSQL', `seeded in ${seconds} s, ${queries.visible}`, [...queries.timings, ...routes]);
  } finally {
    await dropSchema(url, SCHEMA);
  }
}

async function main(): Promise<void> {
  console.log(`Sitemap and destinations benchmark, Node ${process.version}; ${SITEMAP_PAGE_SIZE} hotels a sitemap file`);
  if (POSTGRES_URL) await postgres(POSTGRES_URL);
  else console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  await pglite();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
