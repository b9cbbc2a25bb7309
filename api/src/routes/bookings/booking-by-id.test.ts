// GET /api/bookings/:id — what the success page reads after a reload.
import { addDays, todayInColombo, type Booking, type Hotel } from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

describe.each(testDatabases())('one booking on %s', (database) => {
  const ctx = useActors(database);
  let hotel: Hotel;
  let booking: Booking;

  beforeAll(async () => {
    hotel = await createHotel(ctx.app, ctx.actors.ownerA, { price: 90, rooms: 3 });
    const made = await call(ctx.app, 'POST', '/api/bookings', {
      token: ctx.actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: addDays(todayInColombo(), 12), checkOut: addDays(todayInColombo(), 14), guests: 2 },
    });
    expect(made.statusCode).toBe(201);
    booking = made.json<Booking>();
  });

  const read = (token: string, id = booking.id) => call(ctx.app, 'GET', `/api/bookings/${id}`, { token });

  it('gives its customer the booking with its hotel and guest, as the create answer had it', async () => {
    const response = await read(ctx.actors.customerA.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: booking.id,
      reference: booking.reference,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guests: 2,
      rooms: 1,
      hotelId: hotel.id,
      totalPrice: 360,
      priceBreakdown: { roomCharge: 360, charges: [], total: 360 },
      status: 'confirmed',
      createdAt: booking.createdAt,
      // The hotel's only room type and rate plan, with the terms every hotel had (decision 0040).
      roomTypeId: expect.any(String),
      ratePlanId: expect.any(String),
      terms: {
        mealPlan: 'room_only',
        cancellation: { kind: 'free_until', notice: 24, unit: 'hours', penalty: 'first_night', penaltyPercent: null },
        payment: { kind: 'pay_at_property', depositPercent: null },
      },
      hotel: { id: hotel.id, title: hotel.title, location: hotel.location },
      user: { id: ctx.actors.customerA.user.id, firstName: 'Amara', lastName: 'Tester' },
      // Only the guest who booked reads where the confirmation e-mail goes (no SMTP_URL here: still queued).
      confirmationEmail: { to: ctx.actors.customerA.user.email, status: 'queued' },
    });
  });

  it('gives it to an admin and to the owner of its hotel too', async () => {
    for (const reader of [ctx.actors.admin, ctx.actors.ownerA]) {
      const response = await read(reader.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(booking);
    }
  });

  it('refuses anyone else, and answers an unknown id with 404', async () => {
    const unknown = await read(ctx.actors.customerB.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const other of [ctx.actors.customerB, ctx.actors.ownerB]) {
      const response = await read(other.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only see your own bookings', requestId: expect.any(String) });
    }
  });

  it('needs a token and an id that is a UUID', async () => {
    expect((await call(ctx.app, 'GET', `/api/bookings/${booking.id}`)).statusCode).toBe(401);
    const malformed = await read(ctx.actors.customerA.token, 'b42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ field: 'id', message: 'id must be a valid id (UUID)', requestId: expect.any(String) });
  });
});
