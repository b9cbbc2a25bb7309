// The search cache: repeated searches are answered from memory, and no answer outlives a
// write that changes it: bookings, cancellations, hotel edits and deletions, on one server or two.
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Booking, type Hotel } from '@ceylon/shared/domain';
import { WriteWatch } from '../db/in-process-dialect';
import { photoUpload, testJpeg } from '../photos/photo-fixtures';
import { createHotel, createActors, type Actors } from '../test/actors';
import { call, startSecondProcess, startTestApp, testDatabases, type TestApp } from '../test/test-app';
import { useAppWithDatabase } from '../test/use-app-with-database';
import { freshReads, knownVersions, searchKey, type CachedAnswer, type SearchCache, createSearchCache } from './search-cache';

const day = (n: number) => addDays(todayInColombo(), n);

async function searchRaw(app: FastifyInstance, query: string) {
  const response = await call(app, 'GET', `/api/hotels?${query}`);
  expect(response.statusCode).toBe(200);
  return { body: response.body, hotels: response.json<Hotel[]>(), total: response.headers['x-total-count'] };
}

describe('searchKey', () => {
  it('gives one key for one query text, and another for another version, day or text', () => {
    const key = searchKey('7', '2026-11-23', 'q=galle&limit=12&sort=rating');
    expect(searchKey('7', '2026-11-23', 'q=galle&limit=12&sort=rating')).toBe(key);
    expect(searchKey('8', '2026-11-23', 'q=galle&limit=12&sort=rating')).not.toBe(key);
    expect(searchKey('7', '2026-11-24', 'q=galle&limit=12&sort=rating')).not.toBe(key);
    expect(searchKey('7', '2026-11-23', 'q=galle&limit=13&sort=rating')).not.toBe(key);
  });
});

describe('freshReads', () => {
  /** A read of a counter that the test ends by hand, so it decides what overlaps what. */
  function manualReads() {
    const pending: { resolve: (n: number) => void; reject: (error: Error) => void }[] = [];
    let started = 0;
    const read = freshReads(
      () =>
        new Promise<number>((resolve, reject) => {
          started += 1;
          pending.push({ resolve, reject });
        }),
    );
    const settle = async (value: number | Error) => {
      const first = pending.shift();
      if (!first) throw new Error('No read is in flight');
      if (value instanceof Error) first.reject(value);
      else first.resolve(value);
      // Let the next read start.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    return { read, settle, started: () => started };
  }

  it('never hands a caller a read that started before it called, and shares the next read among those who wait', async () => {
    const { read, settle, started } = manualReads();
    const first = read();
    // These come while the first read runs: it may predate a write they must see.
    const waiting = [read(), read(), read()];
    expect(started()).toBe(1);
    await settle(1);
    expect(await first).toBe(1);
    expect(started()).toBe(2);
    const later = read();
    await settle(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    await settle(3);
    expect(await later).toBe(3);
    expect(started()).toBe(3);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    const { read, settle } = manualReads();
    const failing = read();
    const waiting = read();
    await settle(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    await settle(new Error('still down'));
    await expect(waiting).rejects.toThrow('still down');
    const healed = read();
    await settle(4);
    expect(await healed).toBe(4);
  });
});

describe('knownVersions (PGlite: only this process writes)', () => {
  function setUp() {
    const watch = new WriteWatch();
    const pending: ((version: string) => void)[] = [];
    const version = knownVersions(() => new Promise<string>((resolve) => pending.push(resolve)), watch);
    const answer = async (value: string) => {
      const first = pending.shift();
      if (!first) throw new Error('No read is in flight');
      first(value);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    return { watch, version, answer, reads: () => pending.length };
  }

  it('reads the database once, then again only after a write', async () => {
    const { watch, version, answer, reads } = setUp();
    const first = version();
    await answer('1');
    expect(await first).toBe('1');
    expect(await Promise.all([version(), version(), version()])).toEqual(['1', '1', '1']);
    expect(reads()).toBe(0);
    await watch.around(() => Promise.resolve());
    const afterWrite = version();
    expect(reads()).toBe(1);
    await answer('2');
    expect(await afterWrite).toBe('2');
    expect(await version()).toBe('2');
  });

  it('never keeps a read that a write overlapped: the next caller reads again', async () => {
    const { watch, version, answer, reads } = setUp();
    const overlapped = version();
    // A write starts while the read runs; the read may have seen the catalogue before it.
    let finishWrite: () => void = () => undefined;
    const writing = watch.around(() => new Promise<void>((resolve) => (finishWrite = resolve)));
    await answer('1');
    expect(await overlapped).toBe('1');
    const duringWrite = version();
    expect(reads()).toBe(1);
    finishWrite();
    await writing;
    await answer('2');
    expect(await duringWrite).toBe('2');
    // That read began before the write ended, so it is not kept either.
    const afterWrite = version();
    expect(reads()).toBe(1);
    await answer('3');
    expect(await afterWrite).toBe('3');
    expect(await version()).toBe('3');
    expect(reads()).toBe(0);
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
    finish({ body: Buffer.from('[1]'), encoded: {}, headers: { 'X-Total-Count': '1' } });
    expect((await Promise.all(burst)).map((a) => String(a.body))).toEqual(Array<string>(20).fill('[1]'));
    expect(String((await cache.answer('v1|day|q', slow)).body)).toBe('[1]');
    expect(searches).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 20, misses: 1, entries: 1 });
    // A failed search is not kept: the next request searches again.
    const failing = cache.answer('v1|day|broken', () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    expect(
      String((await cache.answer('v1|day|broken', () => Promise.resolve({ body: Buffer.from('[]'), encoded: {}, headers: {} }))).body),
    ).toBe('[]');
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

  it('sends a page compressed as the client asks (brotli, gzip or none), the same answer each way', async () => {
    const q = word();
    for (let i = 0; i < 6; i++) await createHotel(ctx.app, ctx.actors.ownerA, { title: `${q} Court ${i}` });
    const url = `/api/hotels?q=${q}&limit=6`;
    const plain = await call(ctx.app, 'GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const asked = (acceptEncoding: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await asked('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await asked('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    expect(identity.headers['x-total-count']).toBe('6');
  });

  it('refuses a query it refused before: only answers are stored, so none skips validation', async () => {
    const refused = `q=${word()}&limit=0`;
    for (let i = 0; i < 2; i++) {
      const response = await call(ctx.app, 'GET', `/api/hotels?${refused}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'limit' });
    }
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

  it('drops a hotel an owner closes for the stay, and shows it again once the closure is lifted, on the very next search', async () => {
    const q = word();
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { title: `${q} Retreat`, rooms: 3 });
    const stay = `q=${q}&checkIn=${day(50)}&checkOut=${day(52)}&guests=1`;
    expect((await searchRaw(ctx.app, stay)).hotels[0]?.availableRooms).toBe(3);
    const closed = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/closures`, {
      token: ctx.actors.ownerA.token,
      body: { firstNight: day(51), lastNight: day(51), reason: 'Roof repairs' },
    });
    expect(closed.statusCode).toBe(201);
    expect((await searchRaw(ctx.app, stay)).hotels).toEqual([]);
    const lifted = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/closures/${closed.json<{ id: string }>().id}`, {
      token: ctx.actors.ownerA.token,
    });
    expect(lifted.statusCode).toBeLessThan(300);
    expect((await searchRaw(ctx.app, stay)).hotels[0]?.availableRooms).toBe(3);
  });

  it("shows a hotel's new cover photo and its changed caption on the very next search", async () => {
    const q = word();
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { title: `${q} Terrace` });
    expect((await searchRaw(ctx.app, `q=${q}`)).hotels[0]?.cover).toBeNull();
    const { payload, headers } = photoUpload([{ name: 'front.jpg', body: await testJpeg(640, 480), caption: 'The pool' }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/photos`,
      payload,
      headers: { ...headers, authorization: `Bearer ${ctx.actors.ownerA.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const cover = (await searchRaw(ctx.app, `q=${q}`)).hotels[0]?.cover;
    expect(cover?.caption).toBe('The pool');
    const recaptioned = await call(ctx.app, 'PATCH', `/api/hotels/${hotel.id}/photos/${cover?.id ?? ''}`, {
      token: ctx.actors.ownerA.token,
      body: { caption: 'The pool at dusk' },
    });
    expect(recaptioned.statusCode).toBe(200);
    expect((await searchRaw(ctx.app, `q=${q}`)).hotels[0]?.cover?.caption).toBe('The pool at dusk');
  });
});

describe('a search cache turned off', () => {
  it('reads the database for every request (SEARCH_CACHE_MB=0)', async () => {
    const started = await startTestApp('pglite', { searchCacheMb: 0 });
    try {
      const cache = createSearchCache(undefined as never, 0);
      expect(await cache.version()).toBe('off');
      let searches = 0;
      const compute = () => Promise.resolve({ body: Buffer.from(String((searches += 1))), encoded: {}, headers: {} });
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
