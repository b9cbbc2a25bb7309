import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Booking, type Hotel } from '@ceylon/shared/domain';
import { createActors, createHotel, loginDemo, type Actors } from '../../test/actors';
import { call, testDatabases, useTestApp } from '../../test/test-app';

describe.each(testDatabases())('bookings on %s', (database) => {
  const ctx = useTestApp(database);
  let app: FastifyInstance;
  let actors: Actors;
  let hotel: Hotel;
  const today = todayInColombo();
  const day = (n: number) => addDays(today, n);

  beforeAll(async () => {
    app = ctx.app;
    actors = await createActors(app);
    hotel = await createHotel(app, actors.ownerA, { price: 80, rooms: 2 });
  });

  const book = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(app, 'POST', '/api/bookings', { token, body: { hotelId: hotel.id, ...body }, headers });

  it('creates a confirmed booking with the price computed by the server', async () => {
    const response = await book(actors.customerA.token, { checkIn: day(10), checkOut: day(13), guests: 2, totalPrice: 480 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^CS-[2-9A-HJKMNP-Z]{6}$/),
      checkIn: day(10),
      checkOut: day(13),
      guests: 2,
      rooms: 1,
      hotelId: hotel.id,
      totalPrice: 480,
      // A hotel without taxes or charges: the room charge is the total.
      priceBreakdown: { roomCharge: 480, charges: [], total: 480 },
      status: 'confirmed',
      createdAt: expect.any(String),
      // The hotel's only room type and rate plan, with the terms every hotel had (decision 0040).
      roomTypeId: expect.any(String),
      ratePlanId: expect.any(String),
      terms: {
        mealPlan: 'room_only',
        cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
        payment: { kind: 'pay_at_property', depositPercent: null },
      },
      hotel: { id: hotel.id, title: hotel.title, location: hotel.location },
      user: { id: actors.customerA.user.id, firstName: 'Amara', lastName: 'Tester' },
    });
  });

  it('computes the price when the client sends none', async () => {
    const response = await book(actors.customerA.token, { checkIn: day(20), checkOut: day(21), guests: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json().totalPrice).toBe(240);
  });

  it('refuses a client price that differs, saying what it should be', async () => {
    const response = await book(actors.customerA.token, { checkIn: day(30), checkOut: day(32), guests: 1, totalPrice: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      field: 'totalPrice',
      message: expect.stringContaining('does not match the price of this stay: 160'),
      requestId: expect.any(String),
    });
  });

  it.each([
    [{ checkOut: day(3), guests: 2 }, 'checkIn', 'Please select check-in and check-out dates'],
    [{ checkIn: '', checkOut: '', guests: 0 }, 'checkIn', 'Please select check-in and check-out dates'],
    [{ checkIn: day(3), guests: 2 }, 'checkOut', 'Please select check-in and check-out dates'],
    [{ checkIn: day(-1), checkOut: day(-2), guests: 0 }, 'checkIn', 'Check-in date cannot be in the past'],
    [{ checkIn: day(3), checkOut: day(3), guests: 0 }, 'checkOut', 'Check-out date must be after check-in date'],
    [{ checkIn: day(3), checkOut: day(2), guests: 2 }, 'checkOut', 'Check-out date must be after check-in date'],
    [{ checkIn: day(3), checkOut: day(4), guests: 0 }, 'guests', 'Number of guests must be between 1 and 10'],
    [{ checkIn: day(3), checkOut: day(4), guests: 11 }, 'guests', 'Number of guests must be between 1 and 10'],
    [{ checkIn: day(3), checkOut: day(4) }, 'guests', 'Number of guests must be between 1 and 10'],
    [{ checkIn: '2031-02-30', checkOut: day(4), guests: 1 }, 'checkIn', 'checkIn must be a date written YYYY-MM-DD'],
    [{ checkIn: day(3), checkOut: day(200), guests: 1 }, 'checkOut', 'A stay can be at most 90 nights'],
    [{ checkIn: day(900), checkOut: day(901), guests: 1 }, 'checkIn', 'Bookings open at most two years ahead'],
    [{ checkIn: day(3), checkOut: day(4), guests: '2' }, 'guests', 'guests must be a whole number'],
  ])('refuses %j: %s, "%s"', async (body, field, message) => {
    const response = await book(actors.customerA.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, message, requestId: expect.any(String) });
  });

  it('accepts a check-in today (Asia/Colombo)', async () => {
    const response = await book(actors.customerB.token, { checkIn: today, checkOut: day(1), guests: 1 });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown hotel and 400 for an id that is not one', async () => {
    const unknown = await book(actors.customerA.token, {
      hotelId: '00000000-0000-4000-8000-000000000000',
      checkIn: day(3),
      checkOut: day(4),
      guests: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hotel not found');
    const malformed = await book(actors.customerA.token, { hotelId: 'abc', checkIn: day(3), checkOut: day(4), guests: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('hotelId');
  });

  it('holds one room per night: a full night is refused, back-to-back stays are not', async () => {
    const two = await createHotel(app, actors.ownerA, { rooms: 1 });
    const first = await book(actors.customerA.token, { hotelId: two.id, checkIn: day(40), checkOut: day(43), guests: 1 });
    expect(first.statusCode).toBe(201);
    const overlapping = await book(actors.customerB.token, { hotelId: two.id, checkIn: day(42), checkOut: day(44), guests: 1 });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({ message: 'No rooms available for these dates', requestId: expect.any(String) });
    const before = await book(actors.customerB.token, { hotelId: two.id, checkIn: day(38), checkOut: day(40), guests: 1 });
    const after = await book(actors.customerB.token, { hotelId: two.id, checkIn: day(43), checkOut: day(45), guests: 1 });
    expect([before.statusCode, after.statusCode]).toEqual([201, 201]);
  });

  it('counts rooms against the hotel room count and frees them on cancel', async () => {
    const small = await createHotel(app, actors.ownerB, { rooms: 2 });
    const stay = { hotelId: small.id, checkIn: day(50), checkOut: day(52), guests: 2 };
    expect((await book(actors.customerA.token, stay)).statusCode).toBe(201);
    const second = await book(actors.customerB.token, stay);
    expect(second.statusCode).toBe(201);
    expect((await book(actors.customerA.token, stay)).statusCode).toBe(409);
    const cancel = await call(app, 'PUT', `/api/bookings/${second.json<Booking>().id}/cancel`, { token: actors.customerB.token });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect((await book(actors.customerA.token, stay)).statusCode).toBe(201);
  });

  it('lists only the caller’s bookings, newest first, at both paths', async () => {
    for (const path of ['/api/bookings/my-bookings', '/api/my-bookings']) {
      const response = await call(app, 'GET', path, { token: actors.customerA.token });
      expect(response.statusCode).toBe(200);
      const list = response.json<Booking[]>();
      expect(list.length).toBeGreaterThan(2);
      expect(list.every((b) => b.user.id === actors.customerA.user.id)).toBe(true);
      const created = list.map((b) => b.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
    }
  });

  it('lets an admin see every booking', async () => {
    const response = await call(app, 'GET', '/api/all-bookings', { token: actors.admin.token });
    expect(response.statusCode).toBe(200);
    const owners = new Set(response.json<Booking[]>().map((b) => b.user.id));
    expect(owners).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect(owners.has(actors.customerA.user.id) && owners.has(actors.customerB.user.id)).toBe(true);
  });

  describe('cancelling', () => {
    it('is refused for someone else’s booking, allowed for an admin', async () => {
      const created = (await book(actors.customerA.token, { checkIn: day(60), checkOut: day(61), guests: 1 })).json<Booking>();
      const byOther = await call(app, 'PUT', `/api/bookings/${created.id}/cancel`, { token: actors.customerB.token });
      expect(byOther.statusCode).toBe(403);
      const byOwner = await call(app, 'PUT', `/api/bookings/${created.id}/cancel`, { token: actors.ownerA.token });
      expect(byOwner.statusCode).toBe(403);
      const byAdmin = await call(app, 'PUT', `/api/bookings/${created.id}/cancel`, { token: actors.admin.token });
      expect(byAdmin.statusCode).toBe(200);
      const again = await call(app, 'PUT', `/api/bookings/${created.id}/cancel`, { token: actors.customerA.token });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only confirmed bookings can be cancelled; this one is cancelled');
    });

    it('is refused once the check-in day has begun', async () => {
      const created = (await book(actors.customerA.token, { checkIn: today, checkOut: day(2), guests: 1 })).json<Booking>();
      const response = await call(app, 'PUT', `/api/bookings/${created.id}/cancel`, {
        token: actors.customerA.token,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This booking can no longer be cancelled: its check-in date has begun');
    });

    it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
      expect(
        (await call(app, 'PUT', '/api/bookings/00000000-0000-4000-8000-000000000000/cancel', { token: actors.customerA.token })).statusCode,
      ).toBe(404);
      const malformed = await call(app, 'PUT', '/api/bookings/42/cancel', { token: actors.customerA.token });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ field: 'id', message: 'id must be a valid id (UUID)', requestId: expect.any(String) });
    });
  });

  describe('with the demo data', () => {
    it('reports a confirmed stay whose check-out has passed as completed, and a pending one as pending', async () => {
      const guest = await loginDemo(app, 'user');
      const list = (await call(app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
      const past = list.filter((b) => b.checkOut < today);
      expect(past.length).toBeGreaterThan(0);
      expect(past.every((b) => b.status === 'completed' || b.status === 'cancelled')).toBe(true);
      expect(new Set(list.map((b) => b.status))).toEqual(new Set(['completed', 'confirmed', 'pending', 'cancelled']));
      const pending = list.find((b) => b.status === 'pending');
      const refused = await call(app, 'PUT', `/api/bookings/${pending?.id}/cancel`, { token: guest.token });
      expect(refused.statusCode).toBe(409);
    });

    it('deleting a hotel hides it, cancels its future stays and keeps past ones with title and location', async () => {
      const guest = await loginDemo(app, 'user');
      const before = (await call(app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
      const pastStay = before.find((b) => b.checkOut < today && b.status === 'completed');
      const futureStay = before.find((b) => b.checkIn > today && b.status === 'confirmed' && b.hotelId !== pastStay?.hotelId);
      if (!pastStay || !futureStay) throw new Error('Demo data lacks a past or a future stay');

      for (const stay of [pastStay, futureStay]) {
        expect((await call(app, 'DELETE', `/api/hotels/${stay.hotelId}`, { token: actors.admin.token })).statusCode).toBe(200);
        expect((await call(app, 'GET', `/api/hotels/${stay.hotelId}`)).statusCode).toBe(404);
      }
      const listed = (await call(app, 'GET', '/api/hotels')).json<Hotel[]>().map((h) => h.id);
      expect(listed).not.toContain(pastStay.hotelId);

      const after = (await call(app, 'GET', '/api/bookings/my-bookings', { token: guest.token })).json<Booking[]>();
      expect(after.find((b) => b.id === pastStay.id)).toMatchObject({ status: 'completed', hotel: pastStay.hotel });
      expect(after.find((b) => b.id === futureStay.id)).toMatchObject({ status: 'cancelled', hotel: futureStay.hotel });

      const onDeleted = await book(guest.token, { hotelId: futureStay.hotelId, checkIn: day(5), checkOut: day(6), guests: 1 });
      expect(onDeleted.statusCode).toBe(404);
    });
  });
});
