import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Booking, type RatePlan, type RoomType } from '@ceylon/shared/domain';
import { createActors, createHotel, type Actors } from '../../test/actors';
import { call, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('booking under concurrency on %s', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let actors: Actors;
  const day = (n: number) => addDays(todayInColombo(), n);

  beforeAll(async () => {
    app = ctx.app;
    actors = await createActors(app);
  });

  it('gives the last room to exactly one of 50 overlapping requests', async () => {
    const hotel = await createHotel(app, actors.ownerA, { rooms: 3 });
    // Two of three rooms are taken on the nights that every racer wants.
    for (const customer of [actors.customerA, actors.customerB]) {
      const taken = await call(app, 'POST', '/api/bookings', {
        token: customer.token,
        body: { hotelId: hotel.id, checkIn: day(10), checkOut: day(14), guests: 1 },
      });
      expect(taken.statusCode).toBe(201);
    }

    const racers = Array.from({ length: 50 }, (_, i) =>
      call(app, 'POST', '/api/bookings', {
        token: i % 2 ? actors.customerA.token : actors.customerB.token,
        // Different but overlapping stays, all including the night of day 12.
        body: { hotelId: hotel.id, checkIn: day(8 + (i % 5)), checkOut: day(13 + (i % 3)), guests: 1 + (i % 4) },
      }),
    );
    const statuses = (await Promise.all(racers)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const all = (await call(app, 'GET', '/api/all-bookings', { token: actors.admin.token })).json<Booking[]>();
    const night12 = all.filter((b) => b.hotelId === hotel.id && b.status === 'confirmed' && b.checkIn <= day(12) && b.checkOut > day(12));
    expect(night12).toHaveLength(3);
  });

  it('gives the last room of one room type to exactly one racer while the other type still sells its rooms', async () => {
    const hotel = await createHotel(app, actors.ownerA, { rooms: 3 });
    const [standard] = (await call(app, 'GET', `/api/hotels/${hotel.id}/room-types`)).json<RoomType[]>();
    const family = (
      await call(app, 'POST', `/api/hotels/${hotel.id}/room-types`, {
        token: actors.ownerA.token,
        body: { name: 'Family room', maxAdults: 4, rooms: 2, pricing: { basis: 'per_person', price: 90 } },
      })
    ).json<RoomType>();
    // The Standard rate is offered on both types.
    const [rate] = (await call(app, 'GET', `/api/hotels/${hotel.id}/rate-plans`)).json<RatePlan[]>();
    const offered = await call(app, 'PATCH', `/api/hotels/${hotel.id}/rate-plans/${rate?.id}`, {
      token: actors.ownerA.token,
      body: { roomTypeIds: [standard?.id, family.id] },
    });
    expect(offered.statusCode).toBe(200);
    // The hotel's rooms hold both types' (3 and 2).
    expect((await call(app, 'PUT', `/api/hotels/${hotel.id}`, { token: actors.ownerA.token, body: { rooms: 5 } })).statusCode).toBe(200);
    // One of the Family room's two rooms is taken on the nights every racer wants.
    const taken = await call(app, 'POST', '/api/bookings', {
      token: actors.customerA.token,
      body: { hotelId: hotel.id, roomTypeId: family.id, checkIn: day(10), checkOut: day(14), guests: 2 },
    });
    expect(taken.statusCode).toBe(201);

    // 30 racers for the Family room's last room, and among them 3 for the Standard room's three.
    const racers = Array.from({ length: 33 }, (_, i) =>
      call(app, 'POST', '/api/bookings', {
        token: i % 2 ? actors.customerA.token : actors.customerB.token,
        body: {
          hotelId: hotel.id,
          roomTypeId: i % 11 === 5 ? standard?.id : family.id,
          // Different but overlapping stays, all including the night of day 12.
          checkIn: day(8 + (i % 5)),
          checkOut: day(13 + (i % 3)),
          guests: 1 + (i % 2),
        },
      }),
    );
    const answers = (await Promise.all(racers)).map((r) => [r.statusCode, r.statusCode === 201 ? r.json<Booking>().roomTypeId : null]);
    expect(answers.filter(([status, type]) => status === 201 && type === standard?.id)).toHaveLength(3);
    expect(answers.filter(([status, type]) => status === 201 && type === family.id)).toHaveLength(1);
    expect(answers.filter(([status]) => status === 409)).toHaveLength(29);

    const all = (await call(app, 'GET', '/api/all-bookings', { token: actors.admin.token })).json<Booking[]>();
    const night12 = all.filter((b) => b.hotelId === hotel.id && b.status === 'confirmed' && b.checkIn <= day(12) && b.checkOut > day(12));
    expect(night12.filter((b) => b.roomTypeId === family.id)).toHaveLength(2);
    expect(night12.filter((b) => b.roomTypeId === standard?.id)).toHaveLength(3);
  });

  it('makes one booking from 10 concurrent retries with one Idempotency-Key', async () => {
    const hotel = await createHotel(app, actors.ownerB, { rooms: 5 });
    const body = { hotelId: hotel.id, checkIn: day(20), checkOut: day(22), guests: 2, totalPrice: 400 };
    const headers = { 'idempotency-key': 'retry-key-1' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body, headers })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((r) => r.json<Booking>().id));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);

    const later = await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body, headers });
    expect(later.statusCode).toBe(201);
    expect(later.json<Booking>()).toEqual(responses[0]?.json());

    const mine = (await call(app, 'GET', '/api/bookings/my-bookings', { token: actors.customerA.token })).json<Booking[]>();
    expect(mine.filter((b) => b.hotelId === hotel.id)).toHaveLength(1);
  });

  it('refuses a key reused for a different request, and keeps keys apart per user', async () => {
    const hotel = await createHotel(app, actors.ownerB);
    const headers = { 'idempotency-key': 'retry-key-2' };
    const first = await call(app, 'POST', '/api/bookings', {
      token: actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: day(30), checkOut: day(31), guests: 1 },
      headers,
    });
    expect(first.statusCode).toBe(201);
    const different = await call(app, 'POST', '/api/bookings', {
      token: actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: day(30), checkOut: day(32), guests: 1 },
      headers,
    });
    expect(different.statusCode).toBe(422);
    const otherUser = await call(app, 'POST', '/api/bookings', {
      token: actors.customerB.token,
      body: { hotelId: hotel.id, checkIn: day(30), checkOut: day(31), guests: 1 },
      headers,
    });
    expect(otherUser.statusCode).toBe(201);
    expect(otherUser.json<Booking>().id).not.toBe(first.json<Booking>().id);
  });

  it('does not remember a refused attempt: a retry after a room frees up succeeds', async () => {
    const hotel = await createHotel(app, actors.ownerA, { rooms: 1 });
    const stay = { hotelId: hotel.id, checkIn: day(40), checkOut: day(41), guests: 1 };
    const blocker = (await call(app, 'POST', '/api/bookings', { token: actors.customerB.token, body: stay })).json<Booking>();
    const headers = { 'idempotency-key': 'retry-key-3' };
    const refused = await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: stay, headers });
    expect(refused.statusCode).toBe(409);
    await call(app, 'PUT', `/api/bookings/${blocker.id}/cancel`, { token: actors.customerB.token });
    const retried = await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: stay, headers });
    expect(retried.statusCode).toBe(201);
  });
});
