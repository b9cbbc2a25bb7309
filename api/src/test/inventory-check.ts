// For the booking tests: the rooms taken per night as the availability route reports them, and
// what the bookings the API lists add up to. The two must always agree.
import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Booking, type Hotel, type NightAvailability } from '@ceylon/shared/domain';
import type { Actor } from './actors';
import { call } from './test-app';

export type RoomsByNight = Record<string, number>;

/** The rooms taken on each night of the coming year that has any, from GET /api/hotels/:id/availability. */
export async function takenRooms(app: FastifyInstance, hotel: Hotel): Promise<RoomsByNight> {
  const response = await call(app, 'GET', `/api/hotels/${hotel.id}/availability?nights=366`);
  if (response.statusCode !== 200) throw new Error(`Availability failed: ${response.body}`);
  const taken = response.json<NightAvailability[]>().map(({ date, availableRooms }) => [date, hotel.rooms - availableRooms] as const);
  return Object.fromEntries(taken.filter(([, rooms]) => rooms > 0));
}

/** The rooms the hotel's confirmed and pending bookings hold from today on, night → rooms, as the admin lists them. */
export async function bookedRooms(app: FastifyInstance, admin: Actor, hotelId: string): Promise<RoomsByNight> {
  const all = (await call(app, 'GET', '/api/all-bookings', { token: admin.token })).json<Booking[]>();
  const today = todayInColombo();
  const booked: RoomsByNight = {};
  for (const booking of all) {
    if (booking.hotelId !== hotelId || (booking.status !== 'confirmed' && booking.status !== 'pending')) continue;
    for (let night = booking.checkIn; night < booking.checkOut; night = addDays(night, 1)) {
      if (night >= today) booked[night] = (booked[night] ?? 0) + booking.rooms;
    }
  }
  return booked;
}
