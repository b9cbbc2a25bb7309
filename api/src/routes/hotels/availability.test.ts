// GET /api/hotels/:id/availability: rooms free per night, as bookings take and give them back.
import { addDays, todayInColombo, type Booking, type NightAvailability } from '@ceylon/shared/domain';
import { createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';

describe.each(testDatabases())('hotel availability on %s', (database) => {
  const ctx = useActors(database);
  const today = todayInColombo();
  const day = (n: number) => addDays(today, n);
  const availability = (hotelId: string, query = '') => call(ctx.app, 'GET', `/api/hotels/${hotelId}/availability${query}`);

  it('lists the next 90 nights from today by default, every room free, at the hotel price without seasons', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 4 });
    const response = await availability(hotel.id);
    expect(response.statusCode).toBe(200);
    const list = response.json<NightAvailability[]>();
    expect(list).toHaveLength(90);
    expect(list[0]).toEqual({ date: today, availableRooms: 4, price: 100, minNights: 1 });
    expect(list[89]).toEqual({ date: day(89), availableRooms: 4, price: 100, minNights: 1 });
  });

  it('shows the rooms bookings hold, night by night, and frees them on cancellation', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 4 });
    const book = (token: string, body: object) =>
      call(ctx.app, 'POST', '/api/bookings', { token, body: { hotelId: hotel.id, guests: 1, ...body } });
    const first = (await book(ctx.actors.customerA.token, { checkIn: day(3), checkOut: day(5), rooms: 3 })).json<Booking>();
    await book(ctx.actors.customerB.token, { checkIn: day(4), checkOut: day(6), rooms: 1 });
    const nights = async () => (await availability(hotel.id, `?from=${day(2)}&nights=5`)).json<NightAvailability[]>();
    expect(await nights()).toEqual([
      { date: day(2), availableRooms: 4, price: 100, minNights: 1 },
      { date: day(3), availableRooms: 1, price: 100, minNights: 1 },
      { date: day(4), availableRooms: 0, price: 100, minNights: 1 },
      { date: day(5), availableRooms: 3, price: 100, minNights: 1 },
      { date: day(6), availableRooms: 4, price: 100, minNights: 1 },
    ]);
    await call(ctx.app, 'PUT', `/api/bookings/${first.id}/cancel`, { token: ctx.actors.customerA.token });
    expect((await nights()).map((n) => n.availableRooms)).toEqual([4, 4, 3, 3, 4]);
  });

  it('refuses a past or malformed start, a count outside 1..366, and unknown parameters', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB);
    expect((await availability(hotel.id, `?from=${day(-1)}`)).json()).toEqual({
      field: 'from',
      message: 'from cannot be in the past',
      requestId: expect.any(String),
    });
    expect((await availability(hotel.id, '?from=2030-02-30')).json()).toEqual({
      field: 'from',
      message: 'from must be a date written YYYY-MM-DD',
      requestId: expect.any(String),
    });
    for (const query of ['?nights=0', '?nights=367', '?nights=two', '?limit=5']) {
      expect((await availability(hotel.id, query)).statusCode).toBe(400);
    }
    expect((await availability(hotel.id, '?nights=366')).json<NightAvailability[]>()).toHaveLength(366);
  });

  it('answers 404 for a hotel that does not exist or was deleted', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB);
    await call(ctx.app, 'DELETE', `/api/hotels/${hotel.id}`, { token: ctx.actors.ownerB.token });
    for (const id of [hotel.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await availability(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Hotel not found', requestId: expect.any(String) });
    }
  });
});
