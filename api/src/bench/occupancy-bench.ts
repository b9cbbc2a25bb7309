// `npm run bench:occupancy`: the occupancy calendar's load time for a 100-room
// hotel with a month of bookings. Seeds the demo data, a 100-room hotel of the demo owner and about
// 85% of its next month booked (stays of 1–4 nights, 1–3 rooms), then times what the calendar asks
// for: the month (GET /api/hotels/:id/occupancy) and a chosen night's stays (GET …/bookings?night=).
// PGlite in memory always; PostgreSQL too when DATABASE_URL is set (a schema of its own, dropped after).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, monthRange, stayPrice, todayInColombo } from '@ceylon/shared/domain';
import type { ApiConfig } from '../app';
import type { Database } from '../db/schema';
import { takeRooms } from '../bookings/inventory-repository';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { startBenchApi } from './bench-api';
import { measureOnEachDatabase } from './seed-schema';

const ROOMS = 100;
const RUNS = 30;
const SCHEMA = 'bench_occupancy';

/** A small deterministic generator, so every run books the same month. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The hotel and its bookings: every night of the month filled to about 85 rooms. */
async function seedMonth(db: Kysely<Database>, month: string): Promise<{ hotelId: string; bookings: number }> {
  const owner = await db.selectFrom('users').select('id').where('role', '=', 'hotelOwner').orderBy('createdAt').executeTakeFirstOrThrow();
  const guest = await db.selectFrom('users').select('id').where('role', '=', 'user').orderBy('createdAt').executeTakeFirstOrThrow();
  const price = 150;
  return db.transaction().execute(async (trx) => {
    const { id: hotelId } = await trx
      .insertInto('hotels')
      .values({
        title: 'Occupancy Bench Hotel',
        location: 'Colombo',
        price,
        imageUrl: '/api/assets/hotels/colombo.svg',
        rating: 4,
        rooms: ROOMS,
        creatorId: owner.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const next = random(13);
    const { first, next: after } = monthRange(month);
    const taken = new Map<string, number>();
    let bookings = 0;
    for (let night = first; night < after; night = addDays(night, 1)) {
      while ((taken.get(night) ?? 0) < ROOMS * 0.85) {
        const nights = 1 + Math.floor(next() * 4);
        const rooms = 1 + Math.floor(next() * 3);
        const checkOut = addDays(night, nights);
        const guests = rooms;
        await trx
          .insertInto('bookings')
          .values({
            hotelId,
            userId: guest.id,
            checkIn: night,
            checkOut,
            guests,
            rooms,
            totalPrice: stayPrice(price, night, checkOut, guests),
          })
          .execute();
        await takeRooms(trx, hotelId, night, checkOut, rooms);
        for (let held = night; held < checkOut; held = addDays(held, 1)) taken.set(held, (taken.get(held) ?? 0) + rooms);
        bookings += 1;
      }
    }
    return { hotelId, bookings };
  });
}

async function timed(app: FastifyInstance, url: string, token: string): Promise<{ median: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    bytes = response.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { median: at(0.5), p95: at(0.95), bytes };
}

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  const { app, db } = await startBenchApi(options);
  try {
    const month = monthRange(todayInColombo().slice(0, 7)).next.slice(0, 7);
    const { hotelId, bookings } = await seedMonth(db, month);
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'hotelOwner');
    if (!owner) throw new Error('No demo owner');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    const { token } = login.json<{ token: string }>();
    const calendar = await timed(app, `/api/hotels/${hotelId}/occupancy?month=${month}`, token);
    const night = await timed(app, `/api/hotels/${hotelId}/bookings?night=${month}-15`, token);
    const whole = await timed(app, `/api/hotels/${hotelId}/occupancy?month=${month}`, token);
    console.log(`\n${label}: a ${ROOMS}-room hotel, ${bookings} bookings in ${month}; ${RUNS} calls each, ms`);
    console.table({
      'GET occupancy (month view)': calendar,
      'GET bookings?night= (chosen night)': night,
      'GET occupancy again (warm)': whole,
    });
  } finally {
    await app.close();
  }
}

measureOnEachDatabase(SCHEMA, measure);
