// The last rooms under concurrency when bookings hold several rooms, and Idempotency-Key with
// rooms: the hotel's row lock serialises the room check and the inventory write, on both databases.
import { addDays, todayInColombo, type Booking } from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';
import { bookedRooms, takenRooms } from '../../test/inventory-check';

describe.each(testDatabases())('multi-room bookings under concurrency on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);

  it('gives the rooms of each night window to exactly one of many 2-room requests', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 3 });
    // Two windows that do not overlap, [10, 13) and [20, 22); every racer wants 2 of the 3 rooms.
    const racers = Array.from({ length: 30 }, (_, i) => {
      // Different but overlapping stays: the first window's all hold night 12, the second's night 20.
      const early = i % 2 === 1;
      const checkIn = early ? day(10 + (i % 3)) : day(20);
      const checkOut = early ? day(13) : day(i % 4 === 0 ? 22 : 21);
      return call(ctx.app, 'POST', '/api/bookings', {
        token: i % 3 ? ctx.actors.customerA.token : ctx.actors.customerB.token,
        body: { hotelId: hotel.id, checkIn, checkOut, guests: 1, rooms: 2 },
      });
    });
    const responses = await Promise.all(racers);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, ...Array(28).fill(409)]);
    const won = responses.filter((r) => r.statusCode === 201).map((r) => r.json<Booking>());
    expect(won.map((b) => b.checkIn < day(15)).sort()).toEqual([false, true]);

    // One room is left on the first window's busiest night.
    const single = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerB.token,
      body: { hotelId: hotel.id, checkIn: day(12), checkOut: day(13), guests: 1, rooms: 1 },
    });
    expect(single.statusCode).toBe(201);

    const taken = await takenRooms(ctx.app, hotel);
    expect(taken).toEqual(await bookedRooms(ctx.app, ctx.actors.admin, hotel.id));
    expect(Math.max(...Object.values(taken))).toBe(3);
  });

  it('makes one 3-room booking from concurrent retries with one Idempotency-Key, replayed identically', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB, { rooms: 4 });
    const body = { hotelId: hotel.id, checkIn: day(30), checkOut: day(32), guests: 2, rooms: 3 };
    const headers = { 'idempotency-key': 'rooms-key-1' };
    const send = (payload: object) => call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerA.token, body: payload, headers });
    const responses = await Promise.all(Array.from({ length: 8 }, () => send(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0]?.json<Booking>().rooms).toBe(3);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await takenRooms(ctx.app, hotel)).toEqual({ [day(30)]: 3, [day(31)]: 3 });

    // The same key with other rooms is another request.
    expect((await send({ ...body, rooms: 2 })).statusCode).toBe(422);
  });

  it('treats a key used without rooms and retried with rooms: 1 as the same request', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB, { rooms: 2 });
    const body = { hotelId: hotel.id, checkIn: day(40), checkOut: day(41), guests: 1 };
    const headers = { 'idempotency-key': 'rooms-key-2' };
    const first = await call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerB.token, body, headers });
    const retry = await call(ctx.app, 'POST', '/api/bookings', { token: ctx.actors.customerB.token, body: { ...body, rooms: 1 }, headers });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
  });
});
