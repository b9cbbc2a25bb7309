// Closed dates: an owner closes nights; they count as full for search, availability and
// booking; nights held by stays cannot be closed; removing a closure reopens them.
import {
  NO_ROOMS_MESSAGE,
  addDays,
  todayInColombo,
  type Booking,
  type Closure,
  type ClosureConflict,
  type Hotel,
  type NightAvailability,
} from '@ceylon/shared/domain';
import { MAX_CLOSURE_NIGHTS } from '@ceylon/shared/contracts';
import { createHotel, type Actor } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

let unique = 0;

describe.each(testDatabases())('hotel closures on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  const close = (hotel: Hotel, body: object, actor: Actor = ctx.actors.ownerA) =>
    call(ctx.app, 'POST', `/api/hotels/${hotel.id}/closures`, { token: actor.token, body });
  const list = async (hotel: Hotel) =>
    (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/closures`, { token: ctx.actors.ownerA.token })).json<Closure[]>();
  const book = (hotel: Hotel, checkIn: string, checkOut: string, actor: Actor = ctx.actors.customerA) =>
    call(ctx.app, 'POST', '/api/bookings', { token: actor.token, body: { hotelId: hotel.id, checkIn, checkOut, guests: 1 } });
  const newHotel = () => createHotel(ctx.app, ctx.actors.ownerA, { rooms: 3, title: `Closure Test Hotel ${(unique += 1)}` });
  const search = async (hotel: Hotel, checkIn: string, checkOut: string, extra = '') => {
    const query = `q=${encodeURIComponent(hotel.title)}&checkIn=${checkIn}&checkOut=${checkOut}${extra}`;
    return (await call(ctx.app, 'GET', `/api/hotels?${query}`)).json<Hotel[]>();
  };
  const available = async (hotel: Hotel, from: string, nights: number) =>
    (await call(ctx.app, 'GET', `/api/hotels/${hotel.id}/availability?from=${from}&nights=${nights}`))
      .json<NightAvailability[]>()
      .map((n) => n.availableRooms);

  it('closes nights, lists the current closures by first night and reopens them on delete', async () => {
    const hotel = await newHotel();
    const later = await close(hotel, { firstNight: day(30), lastNight: day(31) });
    expect(later.statusCode).toBe(201);
    const first = await close(hotel, { firstNight: day(10), lastNight: day(12), reason: '  Roof repairs ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      hotelId: hotel.id,
      firstNight: day(10),
      lastNight: day(12),
      reason: 'Roof repairs',
      createdAt: expect.any(String),
    });
    expect((await list(hotel)).map((c) => [c.firstNight, c.lastNight, c.reason])).toEqual([
      [day(10), day(12), 'Roof repairs'],
      [day(30), day(31), ''],
    ]);
    expect(await available(hotel, day(9), 5)).toEqual([3, 0, 0, 0, 3]);

    const removed = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/closures/${first.json<Closure>().id}`, {
      token: ctx.actors.ownerA.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Dates reopened' });
    expect(await available(hotel, day(9), 5)).toEqual([3, 3, 3, 3, 3]);
    expect((await list(hotel)).map((c) => c.firstNight)).toEqual([day(30)]);
    expect((await book(hotel, day(10), day(13))).statusCode).toBe(201);

    const again = await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}/closures/${first.json<Closure>().id}`, {
      token: ctx.actors.ownerA.token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Closure not found', requestId: expect.any(String) });
  });

  it('counts a closed night as full: search leaves the hotel out, includeFull shows 0 rooms, booking is refused', async () => {
    const hotel = await newHotel();
    expect((await search(hotel, day(20), day(23))).map((h) => h.id)).toEqual([hotel.id]);
    expect((await close(hotel, { firstNight: day(21), lastNight: day(21) })).statusCode).toBe(201);

    expect(await search(hotel, day(20), day(23))).toEqual([]);
    expect((await search(hotel, day(20), day(23), '&includeFull=true')).map((h) => [h.id, h.availableRooms])).toEqual([[hotel.id, 0]]);
    // Stays that end on the closed night or start after it are not touched.
    expect((await search(hotel, day(20), day(21))).map((h) => h.availableRooms)).toEqual([3]);
    expect((await search(hotel, day(22), day(24))).map((h) => h.availableRooms)).toEqual([3]);
    const nearest = await call(
      ctx.app,
      'GET',
      `/api/hotels/nearest-dates?q=${encodeURIComponent(hotel.title)}&checkIn=${day(20)}&checkOut=${day(23)}`,
    );
    expect(nearest.json()).toEqual({ checkIn: day(18), checkOut: day(21) });

    const refused = await book(hotel, day(20), day(23));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NO_ROOMS_MESSAGE, requestId: expect.any(String) });
    expect((await book(hotel, day(22), day(24))).statusCode).toBe(201);
  });

  it('refuses to close nights that stays hold, lists them and stores nothing', async () => {
    const hotel = await newHotel();
    const stayA = (await book(hotel, day(40), day(42))).json<Booking>();
    const stayB = (await book(hotel, day(43), day(44), ctx.actors.customerB)).json<Booking>();
    await book(hotel, day(46), day(47));
    const refused = await close(hotel, { firstNight: day(41), lastNight: day(45), reason: 'Painting' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ClosureConflict>()).toEqual({
      message: '2 confirmed stays fall on these dates',
      stays: [
        { id: stayA.id, reference: stayA.reference, guestName: 'Amara Tester', checkIn: day(40), checkOut: day(42), rooms: 1 },
        { id: stayB.id, reference: stayB.reference, guestName: 'Bandara Tester', checkIn: day(43), checkOut: day(44), rooms: 1 },
      ],
      requestId: expect.any(String),
    });
    expect(await list(hotel)).toEqual([]);
    expect(await available(hotel, day(41), 5)).toEqual([2, 3, 2, 3, 3]);

    // A cancelled stay is not in the way; the stay checking out on the first night is not either.
    await call(ctx.app, 'PUT', `/api/bookings/${stayB.id}/cancel`, { token: ctx.actors.customerB.token });
    expect((await close(hotel, { firstNight: day(42), lastNight: day(45) })).statusCode).toBe(201);
    expect(await available(hotel, day(41), 5)).toEqual([2, 0, 0, 0, 0]);
  });

  it('keeps a closed night closed when a stay next to it is cancelled', async () => {
    const hotel = await newHotel();
    const stay = (await book(hotel, day(50), day(52))).json<Booking>();
    expect((await close(hotel, { firstNight: day(52), lastNight: day(53) })).statusCode).toBe(201);
    await call(ctx.app, 'PUT', `/api/bookings/${stay.id}/cancel`, { token: ctx.actors.customerA.token });
    expect(await available(hotel, day(50), 4)).toEqual([3, 3, 0, 0]);
  });

  it('refuses a closure overlapping another', async () => {
    const hotel = await newHotel();
    expect((await close(hotel, { firstNight: day(60), lastNight: day(62) })).statusCode).toBe(201);
    const refused = await close(hotel, { firstNight: day(62), lastNight: day(64) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `These dates overlap the closure from ${day(60)} to ${day(62)}; change or remove it first`,
      stays: [],
      requestId: expect.any(String),
    });
    expect(await list(hotel)).toHaveLength(1);
  });

  it.each([
    [{ firstNight: '2030-02-30', lastNight: '2030-03-02' }, 'firstNight', 'firstNight must be a date written YYYY-MM-DD'],
    [{ firstNight: 'soon', lastNight: '2030-03-02' }, 'firstNight', 'firstNight must be a date written YYYY-MM-DD'],
    [{ firstNight: '2030-03-02', lastNight: '03/04/2030' }, 'lastNight', 'lastNight must be a date written YYYY-MM-DD'],
    [
      { firstNight: addDays(todayInColombo(), -1), lastNight: addDays(todayInColombo(), 2) },
      'firstNight',
      'firstNight cannot be in the past',
    ],
    [{ firstNight: '2030-03-02', lastNight: '2030-03-01' }, 'lastNight', 'lastNight cannot be before firstNight'],
    [
      { firstNight: addDays(todayInColombo(), 1), lastNight: addDays(todayInColombo(), MAX_CLOSURE_NIGHTS + 1) },
      'lastNight',
      `A closure can cover at most ${MAX_CLOSURE_NIGHTS} nights`,
    ],
    [{ firstNight: '2030-03-02', lastNight: '2030-03-02', reason: 'x'.repeat(201) }, 'reason', 'reason must be at most 200 characters'],
    [{ firstNight: '2030-03-02', lastNight: '2030-03-02', hotelId: 'x' }, 'hotelId', 'hotelId is not allowed'],
    [{ lastNight: '2030-03-02' }, 'firstNight', 'firstNight is required'],
  ])('refuses %#: %j, storing nothing', async (body, field, message) => {
    const hotel = await newHotel();
    const response = await close(hotel, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
    expect(await list(hotel)).toEqual([]);
  });

  it('allows the hotel’s owner and admins only, and 404s unknown hotels and closures', async () => {
    const hotel = await newHotel();
    const body = { firstNight: day(70), lastNight: day(70) };
    const other = await close(hotel, body, ctx.actors.ownerB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You can only manage your own hotels', requestId: expect.any(String) });
    const byAdmin = await close(hotel, body, ctx.actors.admin);
    expect(byAdmin.statusCode).toBe(201);
    const id = byAdmin.json<Closure>().id;
    const removeAs = (actor: Actor, hotelId = hotel.id, closureId = id) =>
      call(ctx.app, 'DELETE', `/api/hotels/${hotelId}/closures/${closureId}`, { token: actor.token });
    expect((await removeAs(ctx.actors.ownerB)).statusCode).toBe(403);
    const elsewhere = await createHotel(ctx.app, ctx.actors.ownerA);
    expect((await removeAs(ctx.actors.ownerA, elsewhere.id)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await close({ ...hotel, id: unknown }, body)).json()).toEqual({ message: 'Hotel not found', requestId: expect.any(String) });
    expect((await removeAs(ctx.actors.ownerA, hotel.id, 'not-a-uuid')).statusCode).toBe(400);
    expect((await removeAs(ctx.actors.ownerA)).statusCode).toBe(200);
  });

  it('lets exactly one of a booking and a closure of the same night succeed when they race', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 1, title: `Closure Race Hotel ${(unique += 1)}` });
    for (let round = 0; round < 5; round += 1) {
      const night = day(80 + round * 2);
      const [booking, closure] = await Promise.all([
        book(hotel, night, addDays(night, 1)),
        close(hotel, { firstNight: night, lastNight: night }),
      ]);
      expect([booking.statusCode, closure.statusCode].sort()).toEqual([201, 409]);
      expect(await available(hotel, night, 1)).toEqual([0]);
    }
  });
});
