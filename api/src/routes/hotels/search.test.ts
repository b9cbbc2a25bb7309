import { randomBytes } from 'node:crypto';
import {
  addDays,
  CHECK_IN_PAST_MESSAGE,
  CHECK_OUT_ORDER_MESSAGE,
  DATES_REQUIRED_MESSAGE,
  STAY_TOO_LONG_MESSAGE,
  TOO_FAR_AHEAD_MESSAGE,
  todayInColombo,
  type Hotel,
} from '@ceylon/shared/domain';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';
import { allPages, createSearchHotels, search } from '../../test/search-fixture';
import { CURSOR_INVALID, encodeCursor } from './search-cursor';
import { PRICE_ORDER_MESSAGE } from './search-query';

const titles = (hotels: Hotel[]) => hotels.map((h) => h.title.replace(/^\S+ /, ''));
const byId = (a: Hotel, b: Hotel) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe.each(testDatabases())('GET /api/hotels on %s', (database) => {
  const ctx = useActors(database);
  const word = `Zq${randomBytes(4).toString('hex')}`;
  let mine: Hotel[] = [];

  beforeAll(async () => {
    mine = await createSearchHotels(ctx.app, ctx.actors.ownerA, word);
  });

  it('answers a request without parameters as before: every hotel, oldest first, no stay fields', async () => {
    const answer = await search(ctx.app, '');
    expect(answer.hotels.map((h) => h.id)).toEqual(expect.arrayContaining(mine.map((h) => h.id)));
    expect(answer.total).toBe(answer.hotels.length);
    expect(answer.next).toBeUndefined();
    const created = answer.hotels.map((h) => h.createdAt);
    expect(created).toEqual([...created].sort());
    for (const hotel of answer.hotels) expect(Object.keys(hotel).sort()).toEqual(Object.keys(mine[0] ?? {}).sort());
  });

  it('finds q in the title or the location, ignoring case and surrounding spaces, wildcards taken literally', async () => {
    expect((await search(ctx.app, `q=${word.toUpperCase()}`)).hotels.map((h) => h.id).sort()).toEqual(mine.map((h) => h.id).sort());
    expect(titles((await search(ctx.app, `q=%20${word}%20hill%20`)).hotels)).toEqual(['Hill Lodge']);
    const inGalle = await search(ctx.app, 'q=gALLe');
    expect(inGalle.hotels.map((h) => h.location)).toContain('Galle');
    expect(inGalle.hotels.every((h) => /galle/i.test(`${h.title} ${h.location}`))).toBe(true);
    expect(titles((await search(ctx.app, `q=${word}%20100%25`)).hotels)).toEqual(['100% Beach']);
    expect((await search(ctx.app, `q=${word}%25Villa`)).hotels).toEqual([]);
    expect((await search(ctx.app, `q=${word}_Palm`)).hotels).toEqual([]);
    expect((await search(ctx.app, 'q=%20%20')).total).toBe((await search(ctx.app, '')).total);
  });

  it('compares whole-number prices as docs/product.md §5 says', async () => {
    const prices = async (query: string) => (await search(ctx.app, `q=${word}&${query}&sort=price-asc`)).hotels.map((h) => h.price);
    expect(await prices('maxPrice=99')).toEqual([60, 80, 80, 99.99]);
    expect(await prices('minPrice=100')).toEqual([100, 150, 250.5]);
    expect(await prices('minPrice=80&maxPrice=100')).toEqual([80, 80, 99.99, 100]);
    expect(await prices('minPrice=250&maxPrice=250')).toEqual([250.5]);
    expect(await prices('minPrice=0&maxPrice=0')).toEqual([]);
  });

  it('sorts in each order with the id as the last tiebreak', async () => {
    const sorted = async (sort: string) => (await search(ctx.app, `q=${word}&sort=${sort}`)).hotels;
    const recommended = [...mine].sort((a, b) => Number(b.bestSeller) - Number(a.bestSeller) || b.rating - a.rating);
    expect(await sorted('recommended')).toEqual(recommended);
    expect((await search(ctx.app, `q=${word}`)).hotels).toEqual(recommended);
    expect(await sorted('price-asc')).toEqual([...mine].sort((a, b) => a.price - b.price || byId(a, b)));
    expect(await sorted('price-desc')).toEqual([...mine].sort((a, b) => b.price - a.price || byId(b, a)));
    expect(await sorted('rating')).toEqual([...mine].sort((a, b) => b.rating - a.rating || byId(a, b)));
  });

  it.each(['recommended', 'price-asc', 'price-desc', 'rating'])('pages through every match exactly once in %s order', async (sort) => {
    const whole = await search(ctx.app, `q=${word}&sort=${sort}`);
    expect(whole.total).toBe(7);
    for (const limit of [1, 2, 3]) {
      const paged = await allPages(ctx.app, `q=${word}&sort=${sort}`, limit);
      expect(paged.hotels).toEqual(whole.hotels);
      expect(paged.totals).toEqual([7, ...paged.totals.slice(1).map(() => undefined)]);
    }
  });

  it('pages the whole catalogue in every order, the same hotels as one request', async () => {
    const everything = (await search(ctx.app, '')).hotels.map((h) => h.id).sort();
    for (const sort of ['recommended', 'price-desc']) {
      const paged = await allPages(ctx.app, `sort=${sort}`, 5);
      expect(paged.hotels.map((h) => h.id).sort()).toEqual(everything);
    }
  });

  it('says how many match and whether more follow', async () => {
    const first = await search(ctx.app, `q=${word}&limit=7`);
    expect([first.total, first.hotels.length, first.next]).toEqual([7, 7, undefined]);
    const partial = await search(ctx.app, `q=${word}&limit=6`);
    expect([partial.total, partial.hotels.length, typeof partial.next]).toEqual([7, 6, 'string']);
    expect(partial.next?.length).toBeLessThanOrEqual(300);
    const nothing = await search(ctx.app, `q=${word}nothing`);
    expect([nothing.total, nothing.hotels, nothing.next]).toEqual([0, [], undefined]);
  });

  const today = todayInColombo();
  it.each([
    [`q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ['minPrice=-1', 'minPrice', 'minPrice must be at least 0'],
    ['maxPrice=cheap', 'maxPrice', 'maxPrice must be a whole number'],
    ['minPrice=200&maxPrice=100', 'maxPrice', PRICE_ORDER_MESSAGE],
    [`checkIn=${addDays(today, 1)}`, 'checkOut', DATES_REQUIRED_MESSAGE],
    [`checkOut=${addDays(today, 1)}`, 'checkIn', DATES_REQUIRED_MESSAGE],
    [`checkIn=${addDays(today, -1)}&checkOut=${addDays(today, 1)}`, 'checkIn', CHECK_IN_PAST_MESSAGE],
    [`checkIn=${addDays(today, 2)}&checkOut=${addDays(today, 2)}`, 'checkOut', CHECK_OUT_ORDER_MESSAGE],
    [`checkIn=2099-02-30&checkOut=2099-03-02`, 'checkIn', 'checkIn must be a date written YYYY-MM-DD'],
    [`checkIn=${addDays(today, 1)}&checkOut=tomorrow`, 'checkOut', 'checkOut must be a date written YYYY-MM-DD'],
    [`checkIn=${addDays(today, 1)}&checkOut=${addDays(today, 92)}`, 'checkOut', STAY_TOO_LONG_MESSAGE],
    // A day past the limit even if Colombo's midnight passes between this file's `today` and the request.
    [`checkIn=${addDays(today, 732)}&checkOut=${addDays(today, 733)}`, 'checkIn', TOO_FAR_AHEAD_MESSAGE],
    ['guests=0', 'guests', 'guests must be at least 1'],
    ['guests=11', 'guests', 'guests must be at most 10'],
    ['rooms=0', 'rooms', 'rooms must be at least 1'],
    ['rooms=11', 'rooms', 'rooms must be at most 10'],
    ['sort=cheapest', 'sort', 'sort must be one of: recommended, price-asc, price-desc, rating'],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['includeFull=maybe', 'includeFull', 'includeFull must be a boolean'],
    ['cursor=not-a-cursor', 'cursor', CURSOR_INVALID],
    [`cursor=${'A'.repeat(301)}`, 'cursor', 'cursor must be at most 300 characters'],
    [`cursor=${encodeCursor({ order: 'rating', key: [4.5, 'not-an-id'] })}`, 'cursor', CURSOR_INVALID],
    [`cursor=${encodeCursor({ order: 'rating', key: [4.5] })}`, 'cursor', CURSOR_INVALID],
    [
      `cursor=${Buffer.from('["rating",4.5,"1e0c4a55-1111-4111-8111-111111111111"]').toString('base64url')}&sort=price-asc`,
      'cursor',
      'cursor belongs to another sort order; start again without it',
    ],
    ['page=2', 'page', 'page is not allowed'],
  ])('refuses %s', async (query, field, message) => {
    const response = await call(ctx.app, 'GET', `/api/hotels?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
  });
});
