// `npm run bench -w @ceylon/api`: a short loopback load run of GET /api/hotels (seed data) and
// POST /api/bookings (random future stays, so each one is booked or legitimately refused),
// on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL (in a throw-away schema).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { addDays, todayInColombo, type Hotel } from '@ceylon/shared/domain';
import { buildApp, type ApiConfig } from '../app';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  database: string;
  call: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  statuses: string;
}

function row(database: string, call: string, result: Result): Row {
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    database,
    call,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    statuses: result.errors ? `${statuses} errors×${result.errors}` : statuses,
  };
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function benchOne(database: string, options: Partial<ApiConfig>): Promise<Row[]> {
  const app = await buildApp({
    ...options,
    logger: false,
    seed: 'demo',
    authRateLimit: 1_000_000,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const { token } = await json<{ token: string }>(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'guest@ceylon.test', password: 'Guest#2025' }),
    });
    const { token: ownerToken } = await json<{ token: string }>(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'owner@ceylon.test', password: 'Owner#2025' }),
    });
    const hotels = await json<Hotel[]>(`${base}/api/hotels`, {});
    const hotelIds = hotels.map((h) => h.id);

    const list = await autocannon({ url: `${base}/api/hotels`, connections: CONNECTIONS, duration: DURATION });

    // Booking targets: fresh hotels with 20 rooms, so most stays fit and some nights fill up.
    for (let i = 0; i < 10; i += 1) {
      const hotel = await json<Hotel>(`${base}/api/hotels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify({ title: `Bench ${i}`, location: 'Colombo', price: 50, imageUrl: '/x.svg', rating: 4, rooms: 20 }),
      });
      hotelIds.push(hotel.id);
    }
    const today = todayInColombo();
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
    const book = await autocannon({
      url: `${base}/api/bookings`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          setupRequest: (request) => {
            const checkIn = addDays(today, 1 + Math.floor(Math.random() * 365));
            const nights = 1 + Math.floor(Math.random() * 3);
            const body = {
              hotelId: pick(hotelIds),
              checkIn,
              checkOut: addDays(checkIn, nights),
              guests: 1 + Math.floor(Math.random() * 4),
            };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    });
    return [row(database, 'GET /api/hotels', list), row(database, 'POST /api/bookings', book)];
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`Loopback load run: ${CONNECTIONS} connections, ${DURATION} s per call, Node ${process.version}`);
  // PGlite on disk, as `npm start` runs it, in a throw-away data folder.
  delete process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ceylon-bench-'));
  const rows: Row[] = [];
  try {
    rows.push(...(await benchOne('PGlite', { dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    try {
      rows.push(...(await benchOne('PostgreSQL', { databaseUrl: url, databaseSchema: schema })));
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
