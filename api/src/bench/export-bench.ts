// `npm run bench:export`: the figure for the CSV export, 100,000 bookings of one hotel.
// Seeds them in SQL, then downloads GET /api/hotels/:id/bookings/export over a real socket (inject
// would gather the whole body in memory) while sampling this process's memory every 10 ms: the
// server's peak over what it held before, as RSS (the embedded database included) and as JS heap.
// The JSON list of the same bookings (GET /api/hotels/:id/bookings, which holds them all) is timed
// the same way for comparison. PGlite in memory always; PostgreSQL too when DATABASE_URL (or
// TEST_DATABASE_URL, as the tests use) is set, in a schema of its own dropped after.
// BENCH_EXPORT_ROWS changes the count; BENCH_PORT the port (default 0: any free one).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ApiConfig } from '../app';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { startBenchApi } from './bench-api';
import { measureOnEachDatabase } from './seed-schema';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const SCHEMA = 'bench_export';
const MB = 1024 * 1024;
/** Bookings written per statement: 100,000 in one would be one long transaction and one huge plan. */
const BATCH = 10_000;

async function start(options: Partial<ApiConfig>): Promise<{ app: FastifyInstance; db: Kysely<Database>; base: string }> {
  const { app, db } = await startBenchApi(options, Number(process.env.BENCH_PORT ?? 0));
  return { app, db, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A hotel of the demo owner with ROWS bookings of the demo guest, one every 5 minutes back in time; its id. References are numbered: 100,000 random ones would clash. */
async function seedBookings(db: Kysely<Database>): Promise<string> {
  const owner = await db.selectFrom('users').select('id').where('role', '=', 'hotelOwner').orderBy('createdAt').executeTakeFirstOrThrow();
  const guest = await db.selectFrom('users').select('id').where('role', '=', 'user').orderBy('createdAt').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('hotels')
    .values({
      title: 'Export Bench Hotel, "Galle Face"',
      location: 'කොළඹ',
      price: 120.5,
      imageUrl: '/api/assets/hotels/colombo.svg',
      rating: 4,
      rooms: 500,
      creatorId: owner.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let first = 1; first <= ROWS; first += BATCH) {
    const last = Math.min(first + BATCH - 1, ROWS);
    await sql`
      insert into bookings (reference, hotel_id, user_id, check_in, check_out, guests, rooms, total_price, status, created_at)
      select 'BX-' || lpad(i::text, 6, '0'), ${id}, ${guest.id}, current_date + (i % 400), current_date + (i % 400) + 1 + (i % 3), 1 + (i % 4), 1,
        120.5 * (1 + (i % 3)) * (1 + (i % 4)), case when i % 10 = 0 then 'cancelled' else 'confirmed' end,
        now() - make_interval(secs => i * 300)
      from generate_series(${first}::int, ${last}::int) as i`.execute(db);
  }
  await sql`analyze bookings`.execute(db);
  return id;
}

/** Downloads `url`, counting bytes only, while sampling memory; time to last byte and peaks over the start. */
function download(url: string, token: string) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  return new Promise<Record<string, number>>((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        response.on('end', () => {
          clearInterval(sample);
          if (response.statusCode !== 200) reject(new Error(`answered ${response.statusCode}`));
          const round = (n: number) => Math.round(n * 10) / 10;
          resolve({
            seconds: round((performance.now() - started) / 1000),
            'size MB': round(bytes / MB),
            lines,
            'peak RSS over start, MB': round((peakRss - before.rss) / MB),
            'peak heap over start, MB': round((peakHeap - before.heapUsed) / MB),
          });
        });
      })
      .on('error', reject);
  });
}

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  const { app, db, base } = await start(options);
  try {
    const seeding = performance.now();
    const hotelId = await seedBookings(db);
    console.log(`\n${label}: ${ROWS} bookings seeded in batches of ${BATCH} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'hotelOwner');
    if (!owner) throw new Error('No demo owner');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    const { token } = login.json<{ token: string }>();
    global.gc?.();
    const csv = await download(`${base}/api/hotels/${hotelId}/bookings/export`, token);
    global.gc?.();
    // The comparison may be refused: on PostgreSQL the list of 100,000 can outrun the statement timeout (503).
    const json = await download(`${base}/api/hotels/${hotelId}/bookings`, token).catch((error: Error) => ({ failed: error.message }));
    console.log(`${label}: one hotel with ${ROWS} bookings`);
    console.table({ 'CSV export (streamed)': csv, 'JSON list (all in memory)': json });
  } finally {
    await app.close();
  }
}

measureOnEachDatabase(SCHEMA, measure, {
  url: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  variables: 'DATABASE_URL or TEST_DATABASE_URL',
});
