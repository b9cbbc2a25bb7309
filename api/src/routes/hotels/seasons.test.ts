// Seasons: an owner adds, changes and removes a hotel's seasons; seasons may not overlap;
// a night costs its season's price (weekday or weekend) else the hotel's; a stay shorter than its
// start's minimum is refused; the booking, availability and search all price the same way.
import {
  addDays,
  nightsBetween,
  todayInColombo,
  weekdayOf,
  type Booking,
  type Hotel,
  type NightAvailability,
  type Season,
} from '@ceylon/shared/domain';
import { createHotel, type Actor } from '../../test/actors';
import { minimumStaysIn, yearOfAvailability } from '../../test/inventory-figures';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

let unique = 0;

describe.each(testDatabases())('hotel seasons on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  /** The first Monday at least `n` days ahead, as a day number. */
  const mondayFrom = (n: number) => {
    let m = n;
    while (weekdayOf(day(m)) !== 1) m += 1;
    return m;
  };
  const seasonsUrl = (hotel: Hotel) => `/api/hotels/${hotel.id}/seasons`;
  const add = (hotel: Hotel, body: object, actor: Actor = ctx.actors.ownerA) =>
    call(ctx.app, 'POST', seasonsUrl(hotel), { token: actor.token, body });
  const list = async (hotel: Hotel) => (await call(ctx.app, 'GET', seasonsUrl(hotel), { token: ctx.actors.ownerA.token })).json<Season[]>();
  const book = (hotel: Hotel, checkIn: string, checkOut: string, extra: object = {}) =>
    call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn, checkOut, guests: 2, ...extra },
    });
  const newHotel = () => createHotel(ctx.app, ctx.actors.ownerA, { price: 40, title: `Season Test Hotel ${(unique += 1)}` });
  const prices = async (hotel: Hotel, from: string, nights: number) =>
    (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/availability?from=${from}&nights=${nights}`))
      .json<NightAvailability[]>()
      .map((n) => [n.price, n.minNights]);

  it('adds, lists, changes and removes seasons; a night costs its season weekday or weekend price, else the base price', async () => {
    const hotel = await newHotel();
    const monday = mondayFrom(20);
    const made = await add(hotel, {
      name: '  High season ',
      firstNight: day(monday),
      lastNight: day(monday + 6),
      price: 55.5,
      weekendPrice: 70.25,
      minNights: 2,
    });
    expect(made.statusCode).toBe(201);
    const season = made.json<Season>();
    expect(season).toEqual({
      id: expect.any(String),
      hotelId: hotel.id,
      name: 'High season',
      firstNight: day(monday),
      lastNight: day(monday + 6),
      price: 55.5,
      weekendPrice: 70.25,
      weekendNights: [5, 6],
      minNights: 2,
      createdAt: expect.any(String),
    });
    expect(await list(hotel)).toEqual([season]);
    // Sunday before, Monday … Sunday of the season, Monday after.
    expect(await prices(hotel, day(monday - 1), 9)).toEqual([
      [40, 1],
      [55.5, 2],
      [55.5, 2],
      [55.5, 2],
      [55.5, 2],
      [70.25, 2],
      [70.25, 2],
      [55.5, 2],
      [40, 1],
    ]);

    // Thursday to Monday after: 55.5 + 70.25 + 70.25 + 55.5 + 40 = 291.5 a guest, 583 for two.
    const stay = [day(monday + 3), day(monday + 8)] as const;
    const searchStay = async () =>
      (await call(ctx.app, 'GET', `/api/hotels?q=${encodeURIComponent(hotel.title)}&checkIn=${stay[0]}&checkOut=${stay[1]}&guests=2`)).json<
        Hotel[]
      >();
    expect((await searchStay()).map((h) => [h.price, h.stayTotal])).toEqual([[40, 583]]);
    const wrong = await book(hotel, ...stay, { totalPrice: 400 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain(
      'does not match the price of this stay: 583 (5 nights at 40 to 70.25 per night × 2 guests)',
    );
    const booked = await book(hotel, ...stay, { totalPrice: 583 });
    expect(booked.statusCode).toBe(201);
    expect(booked.json<Booking>().totalPrice).toBe(583);

    const changed = await call(ctx.app, 'PUT', `${seasonsUrl(hotel)}/${season.id}`, {
      token: ctx.actors.admin.token,
      body: { name: 'High season', firstNight: day(monday), lastNight: day(monday + 1), price: 60, weekendNights: [7, 1] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Season>()).toMatchObject({ price: 60, weekendPrice: null, weekendNights: [1, 7], minNights: 1 });
    expect(await prices(hotel, day(monday), 3)).toEqual([
      [60, 1],
      [60, 1],
      [40, 1],
    ]);
    // The same search again is answered afresh (a season write moves the catalogue's version): no season night left in it.
    expect((await searchStay()).map((h) => h.stayTotal)).toEqual([400]);
    // The booking keeps the total it was made at.
    const mine = (
      await call(ctx.app, 'GET', `/api/bookings/${booked.json<Booking>().id}`, { token: ctx.actors.customerA.token })
    ).json<Booking>();
    expect(mine.totalPrice).toBe(583);

    const removed = await call(ctx.app, 'DELETE', `${seasonsUrl(hotel)}/${season.id}`, { token: ctx.actors.ownerA.token });
    expect(removed.json()).toEqual({ message: 'Season removed' });
    expect(await list(hotel)).toEqual([]);
    expect(await prices(hotel, day(monday), 1)).toEqual([[40, 1]]);
    const again = await call(ctx.app, 'DELETE', `${seasonsUrl(hotel)}/${season.id}`, { token: ctx.actors.ownerA.token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Season not found', requestId: expect.any(String) });
  });

  it('refuses a season overlapping another with 409 naming it, and a stay shorter than its start season minimum', async () => {
    const hotel = await newHotel();
    expect((await add(hotel, { name: 'Peak', firstNight: day(40), lastNight: day(49), price: 90, minNights: 3 })).statusCode).toBe(201);
    const overlapping = await add(hotel, { name: 'Later', firstNight: day(49), lastNight: day(60), price: 50 });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      message: `These dates overlap the season "Peak" from ${day(40)} to ${day(49)}; change or remove it first`,
      requestId: expect.any(String),
    });
    expect((await add(hotel, { name: 'Later', firstNight: day(50), lastNight: day(60), price: 50 })).statusCode).toBe(201);

    const short = await book(hotel, day(48), day(50));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Stays starting on this date must be at least 3 nights',
      field: 'checkOut',
      requestId: expect.any(String),
    });
    // A stay starting before the season is not held to its minimum; across both seasons: 90 + 50 + 50, × 2.
    expect((await book(hotel, day(39), day(40))).json<Booking>().totalPrice).toBe(80);
    expect((await book(hotel, day(49), day(52))).json<Booking>().totalPrice).toBe(380);
  });

  it("gives the demo data's Galle hotel its high season, December to March, at a higher price and more at weekends", async () => {
    const demo = (await call(ctx.app, 'GET', '/api/hotels?q=Fort%20Ramparts')).json<Hotel[]>();
    const [fort] = demo;
    if (!fort) throw new Error('The demo data has no Fort Ramparts hotel');
    const seasons = (await call(ctx.app, 'GET', seasonsUrl(fort), { token: ctx.actors.admin.token })).json<Season[]>();
    expect(
      seasons.map((season) => [season.firstNight.slice(5), season.lastNight.slice(5), season.price, season.weekendPrice, season.minNights]),
    ).toEqual([['12-01', '03-31', 210, 240, 1]]);
  });

  it("gives the demo data's Pasikudah hotel its east coast season, May to September, with a minimum stay of 2 nights that the booking holds to", async () => {
    const demo = (await call(ctx.app, 'GET', '/api/hotels?q=Pasikudah')).json<Hotel[]>();
    const [pasikudah] = demo;
    if (!pasikudah) throw new Error('The demo data has no Pasikudah hotel');
    const seasons = (await call(ctx.app, 'GET', seasonsUrl(pasikudah), { token: ctx.actors.admin.token })).json<Season[]>();
    expect(
      seasons.map((season) => [season.name, season.firstNight.slice(5), season.lastNight.slice(5), season.price, season.minNights]),
    ).toEqual([['East coast high season', '05-01', '09-30', 175, 2]]);
    const [season] = seasons;
    // The one under way (from today) or the next (from its first night), within the coming year.
    const start = season!.firstNight > day(0) ? season!.firstNight : day(0);
    expect(start <= day(366) && start <= season!.lastNight).toBe(true);
    expect(await prices(pasikudah, start, 1)).toEqual([[175, 2]]);
    // What the drills booking every hotel read: the season's nights of the coming year, each asking 2.
    const year = (await call(ctx.app, 'GET', yearOfAvailability(pasikudah.id))).json<NightAvailability[]>();
    const last = season!.lastNight < day(365) ? season!.lastNight : day(365);
    expect(Object.entries(minimumStaysIn(year))).toEqual(
      Array.from({ length: nightsBetween(start, last) + 1 }, (_, i) => [addDays(start, i), 2]),
    );

    const oneNight = await book(pasikudah, start, addDays(start, 1));
    expect(oneNight.statusCode).toBe(400);
    expect(oneNight.json()).toEqual({
      message: 'Stays starting on this date must be at least 2 nights',
      field: 'checkOut',
      requestId: expect.any(String),
    });
    const twoNights = await book(pasikudah, start, addDays(start, 2));
    expect(twoNights.statusCode).toBe(201);
    expect(twoNights.json<Booking>().totalPrice).toBe(175 * 2 * 2);
  });

  it('checks the body: dates, order, a season already over, its length, closed fields', async () => {
    const hotel = await newHotel();
    const problem = async (body: object) => {
      const response = await add(hotel, { name: 'S', firstNight: day(5), lastNight: day(6), price: 10, ...body });
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    expect(await problem({ firstNight: '2026-02-30' })).toEqual([400, 'firstNight must be a date written YYYY-MM-DD']);
    expect(await problem({ lastNight: day(4) })).toEqual([400, 'lastNight cannot be before firstNight']);
    expect(await problem({ firstNight: day(-5), lastNight: day(-1) })).toEqual([400, 'A season cannot be over already']);
    expect(await problem({ lastNight: day(400) })).toEqual([400, 'A season can cover at most 366 nights']);
    expect((await problem({ minNights: 0 }))[0]).toBe(400);
    expect((await problem({ weekendNights: [8] }))[0]).toBe(400);
    expect((await problem({ colour: 'red' }))[0]).toBe(400);
    const other = await add(hotel, { name: 'S', firstNight: day(5), lastNight: day(6), price: 10 }, ctx.actors.ownerB);
    expect(other.statusCode).toBe(403);
  });
});
