// No booking outlives its account, and a replay tells the truth now.
import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Booking } from '@ceylon/shared/domain';
import { createActor, createActors, createHotel, type Actors } from '../../test/actors';
import { call, testDatabases, useTestApp } from '../../test/test-app';

const ROUNDS = 3;
const RACERS = 20;

describe.each(testDatabases())('booking integrity on %s', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let actors: Actors;
  const day = (n: number) => addDays(todayInColombo(), n);

  beforeAll(async () => {
    app = ctx.app;
    actors = await createActors(app);
  });

  it(`leaves no confirmed booking on an account deleted while ${RACERS} of its bookings are in flight`, async () => {
    const hotel = await createHotel(app, actors.ownerA, { rooms: 1000 });
    for (let round = 0; round < ROUNDS; round += 1) {
      const guest = await createActor(app, actors.admin, 'user', 'Ghost');
      const book = (n: number) =>
        call(app, 'POST', '/api/bookings', {
          token: guest.token,
          body: { hotelId: hotel.id, checkIn: day(10 + n), checkOut: day(12 + n), guests: 1 },
        });
      // The deletion is sent among the bookings, so that some pass the token check before it
      // commits and reach their transaction after it.
      const half = RACERS / 2;
      const responses = await Promise.all([
        ...Array.from({ length: half }, (_, n) => book(n)),
        call(app, 'DELETE', `/api/users/${guest.user.id}`, { token: actors.admin.token }),
        ...Array.from({ length: RACERS - half }, (_, n) => book(half + n)),
      ]);
      const deletion = responses.splice(half, 1)[0];
      expect(deletion?.statusCode).toBe(200);
      for (const response of responses) expect([201, 401]).toContain(response.statusCode);

      const all = (await call(app, 'GET', '/api/all-bookings', { token: actors.admin.token })).json<Booking[]>();
      const ghosts = all.filter((b) => b.user.id === guest.user.id && b.status === 'confirmed' && b.checkIn >= todayInColombo());
      expect({ round, ghosts: ghosts.length }).toEqual({ round, ghosts: 0 });
    }
  });

  it('answers a replay exactly as it answered first: the same status, type and bytes', async () => {
    const hotel = await createHotel(app, actors.ownerA, { price: 75, rooms: 2 });
    const request = {
      token: actors.customerB.token,
      body: { hotelId: hotel.id, checkIn: day(50), checkOut: day(53), guests: 3, totalPrice: 675 },
      headers: { 'idempotency-key': 'byte-for-byte' },
    };
    const first = await call(app, 'POST', '/api/bookings', request);
    const replay = await call(app, 'POST', '/api/bookings', request);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    expect(replay.body).toBe(first.body);
    expect(first.json<Booking>().totalPrice).toBe(675);
  });

  it('replays an idempotent booking as it is now: cancelled after a cancel, with the same serialisation', async () => {
    const hotel = await createHotel(app, actors.ownerB, { rooms: 3 });
    const request = {
      token: actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: day(40), checkOut: day(42), guests: 2 },
      headers: { 'idempotency-key': 'replay-after-cancel' },
    };
    const first = await call(app, 'POST', '/api/bookings', request);
    expect(first.statusCode).toBe(201);
    const booking = first.json<Booking>();
    expect(booking.status).toBe('confirmed');

    const same = await call(app, 'POST', '/api/bookings', request);
    expect(same.statusCode).toBe(201);
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json()).toEqual(booking);

    const cancelled = await call(app, 'PUT', `/api/bookings/${booking.id}/cancel`, { token: actors.customerA.token });
    expect(cancelled.statusCode).toBe(200);
    const replay = await call(app, 'POST', '/api/bookings', request);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ ...booking, status: 'cancelled' });
    expect(replay.json()).toEqual(cancelled.json());
  });
});
