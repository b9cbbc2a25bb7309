// `npm run bench:season-price`: a 90-night stay across three seasons priced on the
// server. Seeds the demo data and a hotel of the demo owner with three seasons over the stay (one
// with a weekend price and a minimum stay), then times, each RUNS times: the price rule alone
// (prices.ts over 90 nights), the booking path's pricing step (the seasons' read and the rule), and
// the whole POST /api/bookings transaction around it. PGlite in memory always; PostgreSQL too when
// DATABASE_URL is set (a schema of its own, dropped after).
import { addDays, fromCents, priceStay, todayInColombo } from '@ceylon/shared/domain';
import type { ApiConfig } from '../app';
import { createSeasonsRepository } from '../repositories/seasons-repository';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { percentile } from './percentile';
import { measureOnEachDatabase } from './seed-schema';
import { startBenchApi } from './bench-api';

const RUNS = 50;
const SCHEMA = 'bench_season_price';
const NIGHTS = 90;

async function time(run: () => unknown): Promise<{ median: number; p95: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { median: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), max: round(times.at(-1) ?? 0) };
}

async function measure(label: string, options: Partial<ApiConfig>): Promise<void> {
  const { app, db } = await startBenchApi(options);
  try {
    const owner = await db.selectFrom('users').select('id').where('role', '=', 'hotelOwner').orderBy('createdAt').executeTakeFirstOrThrow();
    const { id: hotelId, price } = await db
      .insertInto('hotels')
      .values({
        title: 'Season Bench Hotel',
        location: 'Galle',
        price: 100,
        imageUrl: '/api/assets/hotels/galle.svg',
        rating: 4,
        rooms: 10_000,
        creatorId: owner.id,
      })
      .returning(['id', 'price'])
      .executeTakeFirstOrThrow();
    const checkIn = addDays(todayInColombo(), 30);
    const checkOut = addDays(checkIn, NIGHTS);
    const seasons = createSeasonsRepository(db);
    const thirds = [0, 30, 60].map((from) => ({ firstNight: addDays(checkIn, from), lastNight: addDays(checkIn, from + 29) }));
    const [high, low, shoulder] = thirds as [(typeof thirds)[0], (typeof thirds)[0], (typeof thirds)[0]];
    await seasons.insert(hotelId, owner.id, {
      name: 'High',
      ...high,
      price: 150.55,
      weekendPrice: 180.1,
      weekendNights: [5, 6],
      minNights: 2,
    });
    await seasons.insert(hotelId, owner.id, { name: 'Low', ...low, price: 80.25, weekendPrice: null, weekendNights: [5, 6], minNights: 1 });
    await seasons.insert(hotelId, owner.id, {
      name: 'Shoulder',
      ...shoulder,
      price: 120.4,
      weekendPrice: 130,
      weekendNights: [6, 7],
      minNights: 1,
    });
    const stay = { from: checkIn, until: checkOut };
    const read = await seasons.pricingFor(hotelId, stay);
    const total = fromCents(priceStay({ price, seasons: read }, checkIn, checkOut, 2).totalCents);

    const guest = DEMO_ACCOUNTS.find((account) => account.role === 'user');
    if (!guest) throw new Error('No demo guest');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.email, password: guest.password } });
    const { token } = login.json<{ token: string }>();
    const book = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { authorization: `Bearer ${token}` },
        payload: { hotelId, checkIn, checkOut, guests: 2, totalPrice: total },
      });
      if (response.statusCode !== 201) throw new Error(`POST /api/bookings answered ${response.statusCode}: ${response.body}`);
    };

    console.log(
      `\n${label}: ${NIGHTS} nights (${checkIn} to ${checkOut}) across 3 seasons, 2 guests, total ${total}; ${RUNS} runs each, ms`,
    );
    console.table({
      'price rule alone (priceStay, 90 nights)': await time(() => priceStay({ price, seasons: read }, checkIn, checkOut, 2)),
      "booking's pricing step (seasons read + rule)": await time(async () =>
        priceStay({ price, seasons: await seasons.pricingFor(hotelId, stay) }, checkIn, checkOut, 2),
      ),
      'POST /api/bookings, whole transaction': await time(book),
    });
  } finally {
    await app.close();
  }
}

measureOnEachDatabase(SCHEMA, measure);
