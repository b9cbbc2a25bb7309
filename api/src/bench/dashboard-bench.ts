// `npm run bench:dashboard`: the figure for the dashboard — GET /api/dashboard for an owner
// with 50 hotels and 100,000 bookings (p50/p99 over repeated calls), also for one of the hotels and
// for an administrator over every hotel. Bookings are seeded in SQL: stays from 400 days back to
// 200 ahead, made over the 600 days before, one in ten cancelled, and ten closed nights a hotel.
// PGlite in memory always; PostgreSQL too when DATABASE_URL is set. BENCH_DASHBOARD_BOOKINGS and
// BENCH_DASHBOARD_CALLS change the counts.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ApiConfig } from '../app';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { startBenchApi } from './bench-api';
import { percentile } from './percentile';
import { measureOnEachDatabase } from './seed-schema';

const HOTELS = 50;
const BOOKINGS = Number(process.env.BENCH_DASHBOARD_BOOKINGS ?? 100_000);
const CALLS = Number(process.env.BENCH_DASHBOARD_CALLS ?? 100);
const SCHEMA = 'bench_dashboard';

async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A new owner (made by the demo admin) with HOTELS hotels and BOOKINGS bookings of the demo guest; their token and a hotel's id. */
async function seed(app: FastifyInstance, db: Kysely<Database>, adminToken: string): Promise<{ token: string; hotelId: string }> {
  const owner = {
    firstName: 'Bench',
    lastName: 'Owner',
    email: 'bench.owner@example.com',
    role: 'hotelOwner',
    password: 'Bench#owner2026',
  };
  const made = await app.inject({ method: 'POST', url: '/api/users', headers: { authorization: `Bearer ${adminToken}` }, payload: owner });
  if (made.statusCode !== 201) throw new Error(`Creating the bench owner failed: ${made.body}`);
  const { id: ownerId } = made.json<{ id: string }>();
  const guest = await db.selectFrom('users').select('id').where('role', '=', 'user').orderBy('createdAt').executeTakeFirstOrThrow();
  const hotels = await db
    .insertInto('hotels')
    .values(
      Array.from({ length: HOTELS }, (_, i) => ({
        title: `Dashboard Bench Hotel ${i + 1}`,
        location: 'Galle',
        price: 80 + i,
        imageUrl: '/api/assets/hotels/galle.svg',
        rating: 4,
        rooms: 20 + (i % 10),
        creatorId: ownerId,
      })),
    )
    .returning('id')
    .execute();
  const ids = hotels.map((hotel) => hotel.id);
  await sql`
    insert into bookings (reference, hotel_id, user_id, check_in, check_out, guests, rooms, total_price, status, created_at)
    select 'BD-' || lpad(i::text, 6, '0'), (array[${sql.join(ids)}]::uuid[])[1 + i % ${HOTELS}], ${guest.id},
      current_date - 400 + (i % 600), current_date - 400 + (i % 600) + 1 + (i % 4), 1 + (i % 3), 1 + (i % 2),
      95.5 * (1 + (i % 4)) * (1 + (i % 2)), case when i % 10 = 0 then 'cancelled' else 'confirmed' end,
      now() - make_interval(days => (i * 7) % 600, secs => i % 86400)
    from generate_series(1, ${BOOKINGS}) as i`.execute(db);
  await sql`
    insert into hotel_nights (hotel_id, night, rooms_taken, closed)
    select h.id, current_date + n, 0, true
    from hotels h, generate_series(40, 49) as n
    where h.creator_id = ${ownerId}
    on conflict (hotel_id, night) do update set closed = true`.execute(db);
  await sql`analyze`.execute(db);
  return { token: await login(app, owner.email, owner.password), hotelId: ids[0] ?? '' };
}

/** CALLS answers of `url`, one after another after a warm-up: p50 and p99 in milliseconds. */
async function time(app: FastifyInstance, url: string, token: string): Promise<Record<string, number>> {
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return { ms: performance.now() - started, bytes: response.body.length };
  };
  for (let i = 0; i < 5; i += 1) await call();
  const runs = [];
  for (let i = 0; i < CALLS; i += 1) runs.push(await call());
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    calls: CALLS,
    'p50 ms': round(percentile(sorted, 0.5)),
    'p99 ms': round(percentile(sorted, 0.99)),
    'answer bytes': runs[0]?.bytes ?? 0,
  };
}

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  const { app, db } = await startBenchApi(options);
  try {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    if (!admin) throw new Error('No demo admin');
    const adminToken = await login(app, admin.email, admin.password);
    const seeding = performance.now();
    const { token, hotelId } = await seed(app, db, adminToken);
    console.log(
      `\n${label}: an owner with ${HOTELS} hotels and ${BOOKINGS} bookings (seeded in ${Math.round(performance.now() - seeding)} ms)`,
    );
    console.table({
      'owner, all 50 hotels': await time(app, '/api/dashboard', token),
      'owner, one hotel': await time(app, `/api/dashboard?hotelId=${hotelId}`, token),
      'admin, every hotel': await time(app, '/api/dashboard', adminToken),
    });
  } finally {
    await app.close();
  }
}

measureOnEachDatabase(SCHEMA, measure);
