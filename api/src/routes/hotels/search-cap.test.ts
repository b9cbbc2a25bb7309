// The cap on a request without `limit`, with a cap of 3 so that the seeded hotels take several
// pages; the app here is only the search route over a real database, so the test reaches `app.db`.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { addDays, todayInColombo, type Hotel } from '@ceylon/shared/domain';
import { loadApiConfig } from '../../config';
import type { Database } from '../../db/schema';
import configPlugin from '../../plugins/config';
import databasePlugin from '../../plugins/database';
import errorsPlugin from '../../plugins/errors';
import validationPlugin from '../../plugins/validation';
import {
  countQuery,
  createHotelSearchRepository,
  keyOf,
  pageQuery,
  SCAN_WINDOW,
  stayPageQueries,
  type HotelSearch,
} from '../../repositories/hotel-search-repository';
import { hotelsWithCreator, toHotel } from '../../repositories/hotels-repository';
import { snapshotPath } from '../../test/pglite-snapshots';
import { dropTestSchema, newTestSchema, testDatabases, type TestDatabase } from '../../test/test-app';
import { search } from '../../test/search-fixture';
import searchRoutes from './search';
import { COUNT_LIMIT } from './search-query';

const CAP = 3;
/** Matches counted before X-Total-Count-Capped (the demo seed has more hotels). */
const COUNTED = 4;

/**
 * EXPLAIN of a search's page and count queries, as one text. A sequential scan is priced out, as
 * it would be at 100,000 hotels: at test size it can be the cheaper plan, and the test is whether
 * the indexes serve these queries at all (api/docs/hotels.md has the plans at full size).
 */
function explain(db: Kysely<Database>, search: HotelSearch): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plans = [
      await pageQuery(trx, search).explain(),
      await pageQuery(trx, search, SCAN_WINDOW).explain(),
      await countQuery(trx, search, COUNT_LIMIT).explain(),
    ];
    return plans
      .flat()
      .map((row) => String(row['QUERY PLAN']))
      .join('\n');
  });
}

async function startSearchApp(kind: TestDatabase): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const schema = newTestSchema();
  const where =
    kind === 'pglite'
      ? { databaseUrl: 'memory://', pgliteSnapshot: snapshotPath('seeded') }
      : { databaseUrl: process.env.TEST_DATABASE_URL ?? '', databaseSchema: schema };
  const config = loadApiConfig(process.env, {
    ...where,
    seed: 'demo',
    logger: false,
    dbAcquireTimeoutMs: 30_000,
    dbStatementTimeoutMs: 60_000,
  });
  const app = Fastify({ pluginTimeout: 0 });
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  await app.register(databasePlugin);
  await app.register(searchRoutes, { prefix: '/api/hotels', cap: CAP, countLimit: COUNTED });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (kind === 'postgres') await dropTestSchema(schema);
    },
  };
}

describe.each(testDatabases())('GET /api/hotels without limit on %s', (database) => {
  let started: { app: FastifyInstance; close(): Promise<void> } | undefined;
  const app = () => {
    if (!started) throw new Error('The search app has not started');
    return started.app;
  };
  beforeAll(async () => {
    started = await startSearchApp(database);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });

  it('answers at most the cap, and the cursor walks the rest: together the same array as before', async () => {
    const before = (await hotelsWithCreator(app().db).orderBy('hotels.createdAt').orderBy('hotels.id').execute()).map(toHotel);
    expect(before.length).toBeGreaterThan(CAP);
    const seen: Hotel[] = [];
    let answer = await search(app(), '');
    expect(answer.hotels).toHaveLength(CAP);
    expect([answer.total, answer.capped]).toEqual([COUNTED, true]);
    seen.push(...answer.hotels);
    while (answer.next) {
      answer = await search(app(), `cursor=${answer.next}`);
      // The count travels with the first page only.
      expect(answer.total).toBeUndefined();
      expect(answer.hotels.length).toBeLessThanOrEqual(CAP);
      seen.push(...answer.hotels);
    }
    expect(seen).toEqual(before);
  });

  it('counts matches up to its limit, then says there are more', async () => {
    const total = (await hotelsWithCreator(app().db).select('hotels.id').execute()).length;
    expect(total).toBeGreaterThan(COUNTED);
    expect(await search(app(), 'limit=2')).toMatchObject({ total: COUNTED, capped: true });
    // A search matching no more than the limit is counted exactly.
    const few = await search(app(), 'q=zzzz-no-such-hotel&limit=2');
    expect([few.total, few.capped]).toEqual([0, false]);
  });

  it('finds the same page in the first hotels of the order as over every match, whatever the window', async () => {
    const db = app().db;
    const stay = { checkIn: addDays(todayInColombo(), 3), checkOut: addDays(todayInColombo(), 5), rooms: 2, includeFull: false, guests: 2 };
    const searches: HotelSearch[] = [];
    for (const order of ['recommended', 'price-asc', 'price-desc', 'rating', 'listed'] as const) {
      // Broad, narrow, priced, with a stay, and matching nothing.
      searches.push({ order, limit: 2 }, { q: 'a', order, limit: 3 }, { q: 'kandy', order, limit: 2 });
      searches.push({ q: 'a', minPrice: 80, maxPrice: 150, order, limit: 2 }, { q: 'e', stay, order, limit: 2 });
      searches.push({ q: 'no hotel is called this', order, limit: 2 });
    }
    // With dates the price orders sort by the stay's room charge: the hotels without a season over it on a window too.
    for (const order of ['stay-asc', 'stay-desc'] as const) {
      searches.push({ stay, order, limit: 2 }, { q: 'a', stay, order, limit: 3 }, { q: 'e', minPrice: 80, stay, order, limit: 2 });
    }
    const whole = async (search: HotelSearch) => {
      // A stay order's window so wide it holds every hotel: its page over every match.
      if (search.order === 'stay-asc' || search.order === 'stay-desc') return createHotelSearchRepository(db, 1_000_000).page(search);
      const rows = await pageQuery(db, search).execute();
      return { hotels: rows.slice(0, search.limit), more: rows.length > search.limit };
    };
    for (const first of searches) {
      // The first page, and the page after its first hotel (a cursor inside the window).
      const [start] = (await whole(first)).hotels;
      for (const search of start ? [first, { ...first, after: keyOf(start, first.order) }] : [first]) {
        const expected = await whole(search);
        for (const window of [1, 3, 6, 1000]) {
          expect(await createHotelSearchRepository(db, window).page(search)).toEqual(expected);
        }
      }
    }
  });

  it('gives `limit` hotels when asked, above the cap', async () => {
    const answer = await search(app(), 'limit=5&sort=rating');
    expect(answer.hotels).toHaveLength(5);
    expect(answer.next).toEqual(expect.any(String));
  });

  const onPostgres = database === 'postgres' ? it : it.skip;
  onPostgres('reads the trigram indexes for q and hotel_nights for the stay, never bookings (EXPLAIN)', async () => {
    const db = app().db;
    // Enough hotels and nights that a sequential scan would cost more than the indexes.
    await sql`insert into hotels (title, location, price, image_url, rating, best_seller, rooms, creator_id)
      select 'Bulk hotel ' || g, 'Place ' || (g % 500), 50 + g % 300, '/x.svg', 1 + (g % 40) / 10.0, g % 7 = 0, 5,
        (select id from users order by created_at limit 1)
      from generate_series(1, 10000) g`.execute(db);
    await sql`insert into hotel_nights (hotel_id, night, rooms_taken)
      select id, current_date + n, 1 from hotels cross join generate_series(8, 13) n
      on conflict do nothing`.execute(db);
    await sql`analyze hotels`.execute(db);
    await sql`analyze hotel_nights`.execute(db);
    const checkIn = addDays(todayInColombo(), 10);
    const stay = { checkIn, checkOut: addDays(checkIn, 2), rooms: 2, includeFull: false, guests: 2 };
    const textPlan = await explain(db, { q: 'kandy', order: 'recommended', limit: 20 });
    expect(textPlan).toMatch(/hotels_title_trgm/);
    expect(textPlan).toMatch(/hotels_location_trgm/);
    const stayPlan = await explain(db, { q: 'kandy', stay, order: 'price-asc', limit: 20 });
    expect(stayPlan).toMatch(/hotel_nights_pkey/);
    expect(stayPlan).not.toMatch(/Seq Scan on hotel_nights|bookings/);
    const pricePlan = await explain(db, { minPrice: 100, maxPrice: 120, stay, order: 'price-asc', limit: 20 });
    expect(pricePlan).toMatch(/hotels_price/);
    expect(pricePlan).not.toMatch(/Seq Scan|bookings/);
    // The first look at a page walks the order's own index.
    expect(await explain(db, { q: 'bulk', stay, order: 'rating', limit: 20 })).toMatch(/Index Scan using hotels_rating/);
    // By the stay's price: the hotels without a season over it on hotels_price, a season looked up by hotel.
    const plainStayPlan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { plain } = stayPageQueries(trx, { minPrice: 100, maxPrice: 120, stay, order: 'stay-asc', limit: 20 }, SCAN_WINDOW);
      return (await plain.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');
    });
    expect(plainStayPlan).toMatch(/hotels_price/);
    expect(plainStayPlan).toMatch(/hotel_seasons_hotel_last/);
    expect(plainStayPlan).not.toMatch(/bookings/);
  });
});
