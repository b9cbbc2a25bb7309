// Searching with dates sorted by price (decision 0027): the order is the stay's
// room charge from the nightly prices, as priceStay works it out, both ways, paged on the cursor
// across hotels with and without a season over the stay; each card also carries the stay's taxes
// and charges.
import { randomBytes } from 'node:crypto';
import {
  addDays,
  fromCents,
  priceStay,
  todayInColombo,
  weekdayOf,
  type Hotel,
  type HotelCharge,
  type SeasonPricing,
} from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';
import { allPages, search } from '../../test/search-fixture';
import { CURSOR_INVALID, encodeCursor } from './search-cursor';

interface Made {
  hotel: Hotel;
  seasons: SeasonPricing[];
  charges: HotelCharge[];
}

describe.each(testDatabases())('GET /api/hotels sorted by the stay price on %s', (database) => {
  const ctx = useActors(database);
  const word = `Zp${randomBytes(4).toString('hex')}`;
  const day = (n: number) => addDays(todayInColombo(), n);
  /** The first Thursday at least 30 days ahead: the stay is Thursday to Monday, a weekend inside. */
  let thursday = 30;
  while (weekdayOf(day(thursday)) !== 4) thursday += 1;
  const checkIn = day(thursday);
  const checkOut = day(thursday + 4);
  const made: Made[] = [];

  async function hotelWith(
    name: string,
    price: number,
    seasons: Omit<SeasonPricing, 'minNights' | 'weekendNights'>[] = [],
    charges: HotelCharge[] = [],
  ): Promise<void> {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { title: `${word} ${name}`, price, rooms: 3 });
    for (const season of seasons) {
      const response = await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/seasons`, {
        token: ctx.actors.ownerA.token,
        body: { name: 'Season', ...season },
      });
      expect(response.statusCode).toBe(201);
    }
    if (charges.length > 0) {
      const response = await call(ctx.app, 'PUT', `/api/hotels/${hotel.id}/taxes`, { token: ctx.actors.ownerA.token, body: { charges } });
      expect(response.statusCode).toBe(200);
    }
    made.push({ hotel, seasons: seasons.map((s) => ({ ...s, minNights: 1, weekendNights: [5, 6] })), charges });
  }

  beforeAll(async () => {
    const tax: HotelCharge[] = [
      { name: 'VAT', kind: 'percent', rate: 18, compound: false },
      { name: 'City levy', kind: 'perNight', rate: 2.5, compound: false },
    ];
    // The base prices' order is nearly the reverse of the stays': Weekend is the cheapest by its own
    // price and the dearest stay (a weekend season); Cut is the dearest by its own price and cheap
    // over the stay until its season ends on the Saturday night (a stay across a season's boundary).
    await hotelWith('Weekend', 40, [{ firstNight: day(thursday - 3), lastNight: day(thursday + 10), price: 45, weekendPrice: 120.35 }]);
    await hotelWith('Cut', 200, [{ firstNight: day(thursday - 5), lastNight: day(thursday + 2), price: 30.1, weekendPrice: null }]);
    await hotelWith('Plain', 50, [], tax);
    // The same room charge as Plain's from a season: a tie between the two streams, broken on the id.
    await hotelWith('Tied', 10, [{ firstNight: day(thursday), lastNight: day(thursday + 3), price: 50, weekendPrice: null }]);
    await hotelWith('Level A', 70);
    await hotelWith('Level B', 70);
    // Its season is after the stay: priced at its own price, from the base-price index.
    await hotelWith('Later', 60, [{ firstNight: day(thursday + 4), lastNight: day(thursday + 9), price: 5, weekendPrice: 1 }]);
  });

  const query = (sort: string, extra = '') => `q=${word}&sort=${sort}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2${extra}`;
  /** Every made hotel by priceStay: (room charge, id), ascending. */
  const byPriceStay = (guests: number) =>
    made
      .map(({ hotel, seasons }) => ({
        id: hotel.id,
        cents: priceStay({ price: hotel.price, seasons }, checkIn, checkOut, guests).roomChargeCents,
      }))
      .sort((a, b) => a.cents - b.cents || (a.id < b.id ? -1 : 1));
  const titleOf = (id: string) => made.find((m) => m.hotel.id === id)?.hotel.title.slice(word.length + 1);

  it.each([1, 2, 3, 10])('sorts by the stay room charge both ways, %i a page, with no hotel twice or left out', async (limit) => {
    const expected = byPriceStay(2);
    // The test means something: the stays' order is not the base prices'.
    const byBase = [...made].sort((a, b) => a.hotel.price - b.hotel.price || (a.hotel.id < b.hotel.id ? -1 : 1));
    expect(byBase.map((m) => m.hotel.id)).not.toEqual(expected.map((e) => e.id));
    expect(expected.filter((e) => ['Plain', 'Tied'].includes(titleOf(e.id) ?? '')).map((e) => e.cents)).toEqual([40000, 40000]);

    const ascending = await allPages(ctx.app, query('price-asc'), limit);
    expect(ascending.hotels.map((h) => [titleOf(h.id), h.stayTotal])).toEqual(expected.map((e) => [titleOf(e.id), fromCents(e.cents)]));
    expect(ascending.totals[0]).toBe(made.length);
    const descending = await allPages(ctx.app, query('price-desc'), limit);
    expect(descending.hotels.map((h) => h.id)).toEqual(expected.map((e) => e.id).reverse());
  });

  it("gives each card the stay's taxes and charges for the rooms asked for, and sorts by the room charge alone", async () => {
    const rooms = 2;
    const answer = await search(ctx.app, query('price-asc', `&rooms=${rooms}`));
    const expected = made.map(({ hotel, seasons, charges }) => {
      const price = priceStay({ price: hotel.price, seasons }, checkIn, checkOut, 2, { charges, rooms });
      return [hotel.id, fromCents(price.roomChargeCents), fromCents(price.totalCents - price.roomChargeCents)];
    });
    expect(answer.hotels.map((h) => [h.id, h.stayTotal, h.stayCharges])).toEqual(
      byPriceStay(2).map((e) => expected.find(([id]) => id === e.id)),
    );
    // Plain: 400.00 room charge, VAT 72.00, levy 2.50 × 4 nights × 2 rooms.
    expect(answer.hotels.find((h) => titleOf(h.id) === 'Plain')?.stayCharges).toBe(92);
    expect(answer.hotels.filter((h) => titleOf(h.id) !== 'Plain').every((h) => h.stayCharges === 0)).toBe(true);
    // Without dates: no stay figures, and the price order is the hotels' own.
    const undated = await search(ctx.app, `q=${word}&sort=price-asc`);
    expect(undated.hotels.every((h) => !('stayCharges' in h) && !('stayTotal' in h))).toBe(true);
    expect(undated.hotels.map((h) => h.price)).toEqual([...made.map((m) => m.hotel.price)].sort((a, b) => a - b));
  });

  it('answers a change of the charges on the next search (the catalogue version moves)', async () => {
    const plain = made.find((m) => titleOf(m.hotel.id) === 'Plain')?.hotel;
    if (!plain) throw new Error('No Plain hotel');
    const chargesOfPlain = async () => (await search(ctx.app, query('price-desc'))).hotels.find((h) => h.id === plain.id)?.stayCharges;
    expect(await chargesOfPlain()).toBe(82);
    const url = `/api/hotels/${plain.id}/taxes`;
    const only = [{ name: 'Service charge', kind: 'perStay', rate: 7.25, compound: false }];
    expect((await call(ctx.app, 'PUT', url, { token: ctx.actors.ownerA.token, body: { charges: only } })).statusCode).toBe(200);
    expect(await chargesOfPlain()).toBe(7.25);
    const back = made.find((m) => m.hotel.id === plain.id)?.charges;
    expect((await call(ctx.app, 'PUT', url, { token: ctx.actors.ownerA.token, body: { charges: back } })).statusCode).toBe(200);
    expect(await chargesOfPlain()).toBe(82);
  });

  it("keeps each order's cursor to its own: a cursor without dates, or one altered, is refused", async () => {
    const undated = await search(ctx.app, `q=${word}&sort=price-asc&limit=2`);
    const dated = await search(ctx.app, `${query('price-asc')}&limit=2`);
    if (!undated.next || !dated.next) throw new Error('Both searches have a next page');
    const refused = async (q: string, message: string) => {
      const response = await call(ctx.app, 'GET', `/api/hotels?${q}`);
      expect([response.statusCode, response.json()]).toEqual([400, { field: 'cursor', message, requestId: expect.any(String) }]);
    };
    const otherOrder = 'cursor belongs to another sort order; start again without it';
    await refused(`${query('price-asc')}&cursor=${undated.next}`, otherOrder);
    await refused(`q=${word}&sort=price-asc&cursor=${dated.next}`, otherOrder);
    await refused(`${query('price-desc')}&cursor=${dated.next}`, otherOrder);
    const id = made[0]?.hotel.id ?? '';
    for (const key of [
      [-1, id],
      [12.5, id],
      ['100', id],
      [Number.MAX_SAFE_INTEGER + 1, id],
      [100, 'x'],
    ]) {
      await refused(`${query('price-asc')}&cursor=${encodeCursor({ order: 'stay-asc', key })}`, CURSOR_INVALID);
    }
    // The cursor alone carries on in its order.
    const next = await search(ctx.app, `q=${word}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&limit=2&cursor=${dated.next}`);
    expect(next.hotels.map((h) => h.id)).toEqual(
      byPriceStay(2)
        .slice(2, 4)
        .map((e) => e.id),
    );
  });
});
