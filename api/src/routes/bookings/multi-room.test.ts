// Bookings of several rooms: the rooms per night, the room check against the inventory, and the
// inventory given back by a cancellation and an account's deletion (a hotel's: soft-delete.test.ts).
import { NO_ROOMS_MESSAGE, addDays, roomsRangeMessage, todayInColombo, type Booking } from '@ceylon/shared/domain';
import { createActor, createHotel } from '../../test/actors';
import { call, testDatabases } from '../../test/test-app';
import { useActors } from '../../test/use-actors';
import { bookedRooms, takenRooms } from '../../test/inventory-check';

describe.each(testDatabases())('multi-room bookings on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  const book = (token: string, body: object) => call(ctx.app, 'POST', '/api/bookings', { token, body });

  it('holds the rooms asked for on each night, at the price of one room (docs/product.md §9)', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 3, price: 80 });
    const response = await book(ctx.actors.customerA.token, { hotelId: hotel.id, checkIn: day(5), checkOut: day(7), guests: 2, rooms: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json<Booking>()).toMatchObject({ rooms: 3, guests: 2, totalPrice: 320 });
    expect(await takenRooms(ctx.app, hotel)).toEqual({ [day(5)]: 3, [day(6)]: 3 });
  });

  it('refuses more rooms than the night has left with 409, and fewer still fit', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 3 });
    const stay = { hotelId: hotel.id, checkIn: day(10), checkOut: day(13), guests: 1 };
    expect((await book(ctx.actors.customerA.token, { ...stay, rooms: 2 })).statusCode).toBe(201);
    const refused = await book(ctx.actors.customerB.token, { ...stay, checkIn: day(12), checkOut: day(14), rooms: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: NO_ROOMS_MESSAGE, requestId: expect.any(String) });
    // The night after the first stay is free: two rooms fit there.
    expect((await book(ctx.actors.customerB.token, { ...stay, checkIn: day(13), checkOut: day(14), rooms: 2 })).statusCode).toBe(201);
    expect((await book(ctx.actors.customerB.token, { ...stay, checkIn: day(12), checkOut: day(13), rooms: 1 })).statusCode).toBe(201);
    expect(await takenRooms(ctx.app, hotel)).toEqual(await bookedRooms(ctx.app, ctx.actors.admin, hotel.id));
  });

  it('refuses 0 rooms, a fraction, or more rooms than the hotel has, naming the field', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 4 });
    const stay = { hotelId: hotel.id, checkIn: day(20), checkOut: day(21), guests: 1 };
    for (const rooms of [0, 5]) {
      const response = await book(ctx.actors.customerA.token, { ...stay, rooms });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field: 'rooms', message: roomsRangeMessage(4), requestId: expect.any(String) });
    }
    expect((await book(ctx.actors.customerA.token, { ...stay, rooms: 1.5 })).statusCode).toBe(400);
    // The four messages of docs/product.md §5 come first.
    const noDates = await book(ctx.actors.customerA.token, { hotelId: hotel.id, guests: 1, rooms: 9 });
    expect(noDates.json()).toEqual({
      field: 'checkIn',
      message: 'Please select check-in and check-out dates',
      requestId: expect.any(String),
    });
    expect(await takenRooms(ctx.app, hotel)).toEqual({});
  });

  it('gives the rooms back when the booking is cancelled', async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerB, { rooms: 2 });
    const stay = { hotelId: hotel.id, checkIn: day(30), checkOut: day(32), guests: 1 };
    const first = (await book(ctx.actors.customerA.token, { ...stay, rooms: 1 })).json<Booking>();
    const second = (await book(ctx.actors.customerB.token, { ...stay, checkIn: day(31), rooms: 1 })).json<Booking>();
    expect((await book(ctx.actors.customerB.token, { ...stay, rooms: 2 })).statusCode).toBe(409);

    expect((await call(ctx.app, 'PUT', `/api/bookings/${first.id}/cancel`, { token: ctx.actors.customerA.token })).statusCode).toBe(200);
    expect(await takenRooms(ctx.app, hotel)).toEqual({ [day(31)]: 1 });
    expect((await call(ctx.app, 'PUT', `/api/bookings/${second.id}/cancel`, { token: ctx.actors.customerB.token })).statusCode).toBe(200);
    expect(await takenRooms(ctx.app, hotel)).toEqual({});
    expect((await book(ctx.actors.customerB.token, { ...stay, rooms: 2 })).statusCode).toBe(201);
  });

  it("gives the rooms back when the guest account is deleted, and keeps other guests' rooms", async () => {
    const hotel = await createHotel(ctx.app, ctx.actors.ownerA, { rooms: 5 });
    const leaving = await createActor(ctx.app, ctx.actors.admin, 'user', 'Leaving');
    await book(leaving.token, { hotelId: hotel.id, checkIn: day(50), checkOut: day(52), guests: 1, rooms: 4 });
    await book(ctx.actors.customerA.token, { hotelId: hotel.id, checkIn: day(51), checkOut: day(52), guests: 1, rooms: 1 });
    expect((await call(ctx.app, 'DELETE', `/api/users/${leaving.user.id}`, { token: ctx.actors.admin.token })).statusCode).toBe(200);
    expect(await takenRooms(ctx.app, hotel)).toEqual({ [day(51)]: 1 });
    expect(await takenRooms(ctx.app, hotel)).toEqual(await bookedRooms(ctx.app, ctx.actors.admin, hotel.id));
  });
});
