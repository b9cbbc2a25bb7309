// Searching with dates: the rooms free for the whole stay, its price, full hotels, nearest dates.
import { randomBytes } from 'node:crypto';
import { addDays, DATES_REQUIRED_MESSAGE, stayPrice, todayInColombo, type Hotel } from '@ceylon/shared/domain';
import { createHotel, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';
import { search } from '../../test/search-fixture';

describe.each(testDatabases())('GET /api/hotels with dates on %s', (database) => {
  const ctx = useActors(database);
  const word = `Zs${randomBytes(4).toString('hex')}`;
  const today = todayInColombo();
  const day = (n: number) => addDays(today, n);
  let small: Hotel;

  async function book(customer: Actor, hotel: Hotel, checkIn: string, checkOut: string, guests = 2): Promise<void> {
    const response = await call(ctx.app, 'POST', '/api/bookings', {
      token: customer.token,
      body: { hotelId: hotel.id, checkIn, checkOut, guests, totalPrice: stayPrice(hotel.price, checkIn, checkOut, guests) },
    });
    expect(response.statusCode).toBe(201);
  }

  beforeAll(async () => {
    small = await createHotel(ctx.app, ctx.actors.ownerA, { title: `${word} Small`, price: 85.5, rooms: 2 });
    await createHotel(ctx.app, ctx.actors.ownerA, { title: `${word} Large`, price: 40, rooms: 5 });
  });

  const stayQuery = (checkIn: string, checkOut: string, extra = '') =>
    `q=${word}&sort=price-asc&checkIn=${checkIn}&checkOut=${checkOut}${extra}`;

  it("gives each hotel the rooms free for the whole stay and the stay's total by the shared rule", async () => {
    const answer = await search(ctx.app, stayQuery(day(10), day(13), '&guests=3'));
    expect(answer.hotels.map((h) => [h.title, h.availableRooms, h.stayTotal])).toEqual([
      [`${word} Large`, 5, stayPrice(40, day(10), day(13), 3)],
      [`${word} Small`, 2, stayPrice(85.5, day(10), day(13), 3)],
    ]);
    expect(answer.hotels[1]?.stayTotal).toBe(769.5);
    expect(answer.total).toBe(2);
    const threeRooms = await search(ctx.app, stayQuery(day(10), day(13), '&rooms=3'));
    expect([threeRooms.hotels.map((h) => h.title), threeRooms.total]).toEqual([[`${word} Large`], 1]);
    expect((await search(ctx.app, `q=${word}&guests=3&rooms=2`)).hotels.every((h) => !('availableRooms' in h) && !('stayTotal' in h))).toBe(
      true,
    );
  });

  it('counts a booking made through the API on its nights only, leaving out a hotel once it is full', async () => {
    await book(ctx.actors.customerA, small, day(20), day(22));
    const over = (checkIn: string, checkOut: string, extra = '') => search(ctx.app, stayQuery(checkIn, checkOut, extra));
    const rooms = (answer: { hotels: Hotel[] }) => answer.hotels.map((h) => [h.title.slice(word.length + 1), h.availableRooms]);
    expect(rooms(await over(day(19), day(21)))).toEqual([
      ['Large', 5],
      ['Small', 1],
    ]);
    expect(rooms(await over(day(22), day(24)))).toEqual([
      ['Large', 5],
      ['Small', 2],
    ]);
    expect(rooms(await over(day(18), day(20)))).toEqual([
      ['Large', 5],
      ['Small', 2],
    ]);
    // Two rooms wanted, one free: left out, unless full hotels are asked for.
    const twoRooms = await over(day(21), day(23), '&rooms=2');
    expect([rooms(twoRooms), twoRooms.total]).toEqual([[['Large', 5]], 1]);
    const withFull = await over(day(21), day(23), '&rooms=2&includeFull=true');
    expect([rooms(withFull), withFull.total]).toEqual([
      [
        ['Large', 5],
        ['Small', 1],
      ],
      2,
    ]);

    await book(ctx.actors.customerB, small, day(21), day(22));
    const full = await over(day(20), day(23));
    expect([rooms(full), full.total]).toEqual([[['Large', 5]], 1]);
    expect(rooms(await over(day(20), day(23), '&includeFull=false'))).toEqual([['Large', 5]]);
    expect(rooms(await over(day(20), day(23), '&includeFull=true'))).toEqual([
      ['Large', 5],
      ['Small', 0],
    ]);
  });

  describe('GET /api/hotels/nearest-dates', () => {
    const nearest = async (query: string) => {
      const response = await call(ctx.app, 'GET', `/api/hotels/nearest-dates?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ checkIn: string; checkOut: string } | null>();
    };
    const onlySmall = `q=${word}%20Small`;

    beforeAll(async () => {
      // Small has 2 rooms: nights day(40), day(41) full, and day(1), day(2).
      await book(ctx.actors.customerA, small, day(40), day(42));
      await book(ctx.actors.customerB, small, day(40), day(42));
      await book(ctx.actors.customerA, small, day(1), day(3));
      await book(ctx.actors.customerB, small, day(1), day(3));
    });

    it('finds the nearest stay of the same length with a free hotel, the earlier on a tie', async () => {
      // day(39)–day(41) and day(41)–day(43) touch a full night; day(38)–day(40) and day(42)–day(44) are free.
      expect(await nearest(`${onlySmall}&checkIn=${day(40)}&checkOut=${day(42)}`)).toEqual({ checkIn: day(38), checkOut: day(40) });
      // One night: day(40) is full, day(42) is free (check-out day: nobody stays that night).
      expect(await nearest(`${onlySmall}&checkIn=${day(41)}&checkOut=${day(42)}`)).toEqual({ checkIn: day(42), checkOut: day(43) });
    });

    it('never suggests a stay in the past', async () => {
      // day(-1) and day(0)–… are out or full; the first free stay of two nights is day(3)–day(5).
      expect(await nearest(`${onlySmall}&checkIn=${day(1)}&checkOut=${day(3)}`)).toEqual({ checkIn: day(3), checkOut: day(5) });
    });

    it('keeps the other filters and the rooms wanted, and answers null when nothing is free within 14 days', async () => {
      expect(await nearest(`${onlySmall}&checkIn=${day(40)}&checkOut=${day(42)}&minPrice=90`)).toBeNull();
      expect(await nearest(`q=${word}nothing&checkIn=${day(40)}&checkOut=${day(42)}`)).toBeNull();
      expect(await nearest(`${onlySmall}&checkIn=${day(40)}&checkOut=${day(42)}&rooms=3`)).toBeNull();
    });

    it.each([
      ['', 'checkIn', DATES_REQUIRED_MESSAGE],
      [`checkIn=${day(3)}`, 'checkOut', DATES_REQUIRED_MESSAGE],
      [`checkIn=${day(3)}&checkOut=${day(4)}&sort=rating`, 'sort', 'sort is not allowed'],
      [`checkIn=${day(3)}&checkOut=${day(4)}&minPrice=5&maxPrice=4`, 'maxPrice', 'Max price must be at least the min price'],
    ])('refuses %s', async (query, field, message) => {
      const response = await call(ctx.app, 'GET', `/api/hotels/nearest-dates?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
    });
  });
});
