// The search cache (issue 12): repeated searches are answered from memory, and no answer outlives a
// write that changes it: bookings, cancellations, hotel edits and deletions, on one server or two.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Booking, type Hotel } from '@ceylon/shared/domain';
import { createHotel, createActors, type Actors } from '../test/actors';
import { call, startSecondProcess, startTestApp, testDatabases, type TestApp } from '../test/test-app';
import { useAppWithDatabase } from '../test/use-app-with-database';
import { searchKey, type CachedAnswer, type SearchCache, createSearchCache } from './search-cache';

const day = (n: number) => addDays(todayInColombo(), n);

async function searchRaw(app: FastifyInstance, query: string) {
  const response = await call(app, 'GET', `/api/hotels?${query}`);
  expect(response.statusCode).toBe(200);
  return { body: response.body, hotels: response.json<Hotel[]>(), total: response.headers['x-total-count'] };
}

describe('searchKey', () => {
  it('gives one key for one search whatever the order of its parameters, and another for another version or day', () => {
    const key = searchKey('7', '2026-11-23', { q: 'galle', limit: 12, sort: 'rating' });
    expect(searchKey('7', '2026-11-23', { sort: 'rating', limit: 12, q: 'galle', cursor: undefined })).toBe(key);
    expect(searchKey('8', '2026-11-23', { q: 'galle', limit: 12, sort: 'rating' })).not.toBe(key);
    expect(searchKey('7', '2026-11-24', { q: 'galle', limit: 12, sort: 'rating' })).not.toBe(key);
    expect(searchKey('7', '2026-11-23', { q: 'galle', limit: 13, sort: 'rating' })).not.toBe(key);
  });
});

describe('a burst of one search', () => {
  it('reaches the database once: the requests that come while it runs share its answer', async () => {
    const cache = createSearchCache({ selectFrom: () => ({}) } as never, 1024 * 1024);
    let searches = 0;
    let finish: (value: CachedAnswer) => void = () => undefined;
    const slow = () => {
      searches += 1;
      return new Promise<CachedAnswer>((resolve) => (finish = resolve));
    };
    const burst = Array.from({ length: 20 }, () => cache.answer('v1|day|q', slow));
    finish({ body: Buffer.from('[1]'), headers: { 'X-Total-Count': '1' } });
    expect((await Promise.all(burst)).map((a) => String(a.body))).toEqual(Array<string>(20).fill('[1]'));
    expect(String((await cache.answer('v1|day|q', slow)).body)).toBe('[1]');
    expect(searches).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 20, misses: 1, entries: 1 });
    // A failed search is not kept: the next request searches again.
    const failing = cache.answer('v1|day|broken', () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    expect(String((await cache.answer('v1|day|broken', () => Promise.resolve({ body: Buffer.from('[]'), headers: {} }))).body)).toBe('[]');
  });
});

describe.each(testDatabases())('the search cache on %s', (database) => {
  const site = useAppWithDatabase(database);
  const word = () => `Cq${randomBytes(4).toString('hex')}`;
  let cache: SearchCache;
  let actors: Actors;
  const ctx = {
    get app() {
      return site.app;
    },
    get actors() {
      return actors;
    },
  };
  beforeAll(async () => {
    // A cache of the test's own on the same database reads the version the route's cache reads.
    cache = createSearchCache(site.db, 1024 * 1024);
    actors = await createActors(site.app);
  });

  it('moves the catalogue version on with every write that changes an answer, and not with a read', async () => {
    const before = await cache.version();
    await searchRaw(ctx.app, 'limit=4');
    expect(await cache.version()).toBe(before);
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { title: `${word()} Inn` });
    const created = await cache.version();
    expect(BigInt(created)).toBeGreaterThan(BigInt(before));
    await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerA.token, body: { price: 123 } });
    expect(BigInt(await cache.version())).toBeGreaterThan(BigInt(created));
  });

  it('answers a repeated search byte for byte, with its headers', async () => {
    const q = word();
    await createHotel(ctx.app, ctx.actors.ownerA, { title: `${q} Garden` });
    const first = await searchRaw(ctx.app, `q=${q}&limit=5`);
    const second = await searchRaw(ctx.app, `limit=5&q=${q}`);
    expect(second.body).toBe(first.body);
    expect(second.total).toBe('1');
  });

  it('shows the rooms a booking took, and gives them back when it is cancelled, on the very next search', async () => {
    const q = word();
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { title: `${q} Lodge`, rooms: 2 });
    const stay = `q=${q}&checkIn=${day(30)}&checkOut=${day(32)}&guests=1&includeFull=true`;
    expect((await searchRaw(ctx.app, stay)).hotels[0]?.availableRooms).toBe(2);
    expect((await searchRaw(ctx.app, stay)).hotels[0]?.availableRooms).toBe(2);
    const booked = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: day(31), checkOut: day(33), guests: 1, rooms: 2 },
    });
    expect(booked.statusCode).toBe(201);
    expect((await searchRaw(ctx.app, stay)).hotels[0]?.availableRooms).toBe(0);
    expect((await searchRaw(ctx.app, stay.replace('&includeFull=true', ''))).hotels).toEqual([]);
    const cancelled = await call(ctx.app, 'PUT', `/api/bookings/${booked.json<Booking>().id}/cancel`, {
      token: ctx.actors.customerA.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await searchRaw(ctx.app, stay)).hotels[0]?.availableRooms).toBe(2);
  });

  it('shows an edited price, a renamed owner and drops a deleted hotel at once', async () => {
    const q = word();
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB, { title: `${q} Bay`, price: 90 });
    expect((await searchRaw(ctx.app, `q=${q}`)).hotels[0]?.price).toBe(90);
    await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token, body: { price: 95 } });
    expect((await searchRaw(ctx.app, `q=${q}`)).hotels[0]?.price).toBe(95);
    const renamed = await call(ctx.app, 'PATCH', '/api/account', { token: ctx.actors.ownerB.token, body: { firstName: 'Renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect((await searchRaw(ctx.app, `q=${q}`)).hotels[0]?.creator.firstName).toBe('Renamed');
    await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token });
    expect((await searchRaw(ctx.app, `q=${q}`)).hotels).toEqual([]);
  });
});

describe('a search cache turned off', () => {
  it('reads the database for every request (SEARCH_CACHE_MB=0)', async () => {
    const started = await startTestApp('pglite', { searchCacheMb: 0 });
    try {
      const cache = createSearchCache(undefined as never, 0);
      expect(await cache.version()).toBe('off');
      let searches = 0;
      const compute = () => Promise.resolve({ body: Buffer.from(String((searches += 1))), headers: {} });
      expect(String((await cache.answer('k', compute)).body)).toBe('1');
      expect(String((await cache.answer('k', compute)).body)).toBe('2');
      expect(cache.stats()).toMatchObject({ hits: 0, misses: 2, entries: 0 });
      expect((await searchRaw(started.app, 'limit=2')).hotels.length).toBeGreaterThan(0);
    } finally {
      await started.close();
    }
  });
});

const onPostgres = testDatabases().includes('postgres') ? describe : describe.skip;

onPostgres('two servers on one PostgreSQL database', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    first = await startTestApp('postgres');
    second = await startSecondProcess(first);
    actors = await createActors(first.app);
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('never serves from one server an answer a booking through the other has changed', async () => {
    const q = `Cq${randomBytes(4).toString('hex')}`;
    const hotel = await createHotel(first.app, actors.ownerA, { title: `${q} Twin`, rooms: 1 });
    const stay = `q=${q}&checkIn=${day(40)}&checkOut=${day(41)}&guests=1&includeFull=true`;
    // Both servers have the answer cached.
    for (const app of [first.app, second, first.app, second]) expect((await searchRaw(app, stay)).hotels[0]?.availableRooms).toBe(1);
    const booked = await call(first.app, 'POST', '/api/bookings', {
      token: actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: day(40), checkOut: day(41), guests: 1 },
    });
    expect(booked.statusCode).toBe(201);
    expect((await searchRaw(second, stay)).hotels[0]?.availableRooms).toBe(0);
  });
});
