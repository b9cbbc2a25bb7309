// For the booking tests: the rooms taken per night as the availability route reports them, and
// what the bookings the API lists add up to. The two must always agree (inventory-figures.ts).
import type { FastifyInstance } from 'fastify';
import type { Booking, Hotel, NightAvailability } from '@ceylon/shared/domain';
import type { Actor } from './actors';
import { roomsBookedIn, roomsTakenIn, yearOfAvailability, type RoomsByNight } from './inventory-figures';
import { call } from './test-app';

export type { RoomsByNight };

/** The rooms taken on each night of the coming year that has any, from GET /api/hotels/:id/availability. */
export async function takenRooms(app: FastifyInstance, hotel: Hotel): Promise<RoomsByNight> {
  const response = await call(app, 'GET', yearOfAvailability(hotel.id));
  if (response.statusCode !== 200) throw new Error(`Availability failed: ${response.body}`);
  return roomsTakenIn(hotel, response.json<NightAvailability[]>());
}

/** The rooms the hotel's confirmed and pending bookings hold from today on, night → rooms, as the admin lists them. */
export async function bookedRooms(app: FastifyInstance, admin: Actor, hotelId: string): Promise<RoomsByNight> {
  const all = (await call(app, 'GET', '/api/all-bookings', { token: admin.token })).json<Booking[]>();
  return roomsBookedIn(all, hotelId);
}
