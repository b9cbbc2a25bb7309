// The occupancy calendar: a month night by night, its occupancy and revenue, and the
// stays of one night.
import { addDays, monthRange, todayInColombo, type Booking, type Hotel, type Occupancy } from '@ceylon/shared/domain';
import { createHotel, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

/** The month after this one and the one after that: every night of both is bookable. */
function comingMonths(): [string, string] {
  const { next } = monthRange(todayInColombo().slice(0, 7));
  const month = next.slice(0, 7);
  return [month, monthRange(month).next.slice(0, 7)];
}

describe('monthRange', () => {
  it('gives a month’s first night and the first night after it', () => {
    expect(monthRange('2026-02')).toEqual({ first: '2026-02-01', next: '2026-03-01' });
    expect(monthRange('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });
});

describe.each(testDatabases())('hotel occupancy on %s', (database) => {
  const ctx = useActors(database);
  const [month, following] = comingMonths();
  const night = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  const occupancy = (hotel: Hotel, query = `?month=${month}`, actor: Actor = ctx.actors.ownerA) =>
    call(ctx.app, 'GET', `/api/hotels/${hotel.id}/occupancy${query}`, { token: actor.token });
  const book = async (hotel: Hotel, checkIn: string, checkOut: string, rooms: number, actor: Actor = ctx.actors.customerA) => {
    const response = await call(ctx.app, 'POST', '/api/bookings', {
      token: actor.token,
      body: { hotelId: hotel.id, checkIn, checkOut, guests: 1, rooms },
    });
    if (response.statusCode !== 201) throw new Error(`Booking failed: ${response.body}`);
    return response.json<Booking>();
  };

  it('reports rooms booked, closed and free per night, the month’s occupancy and its share of the stays’ totals', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 4, price: 100 });
    const lastNight = addDays(monthRange(month).next, -1);
    const nights = Number(lastNight.slice(8));
    // Two rooms for two nights, a stay across the month's end, a cancelled stay and two closed nights.
    await book(hotel, night(3), night(5), 2);
    const across = await book(hotel, lastNight, `${following}-03`, 1, ctx.actors.customerB);
    const cancelled = await book(hotel, night(10), night(11), 1);
    await call(ctx.app, 'PUT', `/api/bookings/${cancelled.id}/cancel`, { token: ctx.actors.customerA.token });
    await call(ctx.app, 'POST', `/api/hotels/${hotel.id}/closures`, {
      token: ctx.actors.ownerA.token,
      body: { firstNight: night(20), lastNight: night(21) },
    });

    const response = await occupancy(hotel);
    expect(response.statusCode).toBe(200);
    const result = response.json<Occupancy>();
    expect(result.nights).toHaveLength(nights);
    expect(result.nights.slice(1, 5)).toEqual([
      { date: night(2), booked: 0, closed: false, free: 4 },
      { date: night(3), booked: 2, closed: false, free: 2 },
      { date: night(4), booked: 2, closed: false, free: 2 },
      { date: night(5), booked: 0, closed: false, free: 4 },
    ]);
    expect(result.nights[9]).toEqual({ date: night(10), booked: 0, closed: false, free: 4 });
    expect(result.nights.slice(19, 22).map((n) => [n.closed, n.free])).toEqual([
      [true, 0],
      [true, 0],
      [false, 4],
    ]);
    expect(result.nights.at(-1)).toEqual({ date: lastNight, booked: 1, closed: false, free: 3 });
    const sellable = (nights - 2) * 4;
    // The first stay's $200 (2 nights × $100 × 1 guest) and one of the three nights of the one across the month's end.
    expect(result).toMatchObject({
      month,
      rooms: 4,
      bookedRoomNights: 5,
      sellableRoomNights: sellable,
      occupancy: Math.round((5 / sellable) * 1000) / 1000,
      revenue: Math.round((200 + across.totalPrice / 3) * 100) / 100,
    });
    const next = (await occupancy(hotel, `?month=${following}`)).json<Occupancy>();
    expect(next.nights.slice(0, 3).map((n) => n.booked)).toEqual([1, 1, 0]);
    expect(next.revenue).toBe(Math.round(((across.totalPrice * 2) / 3) * 100) / 100);
  });

  it('shows this month when none is asked for, and refuses a malformed month', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 2 });
    const current = (await occupancy(hotel, '')).json<Occupancy>();
    expect(current.month).toBe(todayInColombo().slice(0, 7));
    expect(current).toMatchObject({ bookedRoomNights: 0, occupancy: 0, revenue: 0 });
    for (const query of ['?month=2026-13', '?month=2026-3', '?month=march', '?month=2026-03&x=1']) {
      expect((await occupancy(hotel, query)).statusCode).toBe(400);
    }
    expect((await occupancy(hotel, '?month=2026-13')).json()).toEqual({
      field: 'month',
      message: 'month must be a month such as 2026-03',
      requestId: expect.any(String),
    });
  });

  it('is the owner’s and admins’ only', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA);
    expect((await occupancy(hotel, '', ctx.actors.admin)).statusCode).toBe(200);
    const other = await occupancy(hotel, '', ctx.actors.ownerB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You can only manage your own hotels', requestId: expect.any(String) });
    expect((await occupancy(hotel, '', ctx.actors.customerA)).statusCode).toBe(403);
  });

  it('lists the stays holding a night on GET /api/hotels/:id/bookings?night=', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 5 });
    const first = await book(hotel, night(3), night(6), 1);
    const second = await book(hotel, night(5), night(7), 2, ctx.actors.customerB);
    const gone = await book(hotel, night(5), night(6), 1);
    await call(ctx.app, 'PUT', `/api/bookings/${gone.id}/cancel`, { token: ctx.actors.customerA.token });
    const on = async (query: string) => {
      const response = await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/bookings${query}`, { token: ctx.actors.ownerA.token });
      return response.statusCode === 200
        ? response
            .json<Booking[]>()
            .map((b) => b.id)
            .sort()
        : response.json();
    };
    expect(await on(`?night=${night(5)}`)).toEqual([first.id, second.id].sort());
    expect(await on(`?night=${night(6)}`)).toEqual([second.id]);
    expect(await on(`?night=${night(3)}`)).toEqual([first.id]);
    expect(await on(`?night=${night(7)}`)).toEqual([]);
    expect(await on('')).toEqual([first.id, second.id, gone.id].sort());
    expect(await on('?night=2026-02-30')).toEqual({
      field: 'night',
      message: 'night must be a date written YYYY-MM-DD',
      requestId: expect.any(String),
    });
  });
});
