// The booking checks' arithmetic, from the API's answers alone: the rooms taken per night as the
// availability route reports them, and what the bookings the API lists add up to. The two must
// always agree. Used by the booking tests (inventory-check.ts, on an injected app) and by the
// rolling-restart drill (deploy/src/bench/rolling-restart-drill.ts, over HTTP).
import { addDays, todayInColombo, type Booking, type Hotel, type NightAvailability } from '@ceylon/shared/domain';

export type RoomsByNight = Record<string, number>;

/** GET /api/hotels/:id/availability for the coming year: the nights `roomsTakenIn` reads. */
export const yearOfAvailability = (hotelId: string) => `/api/hotels/${hotelId}/availability?nights=366`;

/** The rooms taken on each night that has any, from the hotel's availability answer. */
export function roomsTakenIn(hotel: Pick<Hotel, 'rooms'>, nights: readonly NightAvailability[]): RoomsByNight {
  const taken = nights.map(({ date, availableRooms }) => [date, hotel.rooms - availableRooms] as const);
  return Object.fromEntries(taken.filter(([, rooms]) => rooms > 0));
}

/** The rooms the hotel's confirmed and pending bookings hold from `today` on, night → rooms. */
export function roomsBookedIn(bookings: readonly Booking[], hotelId: string, today = todayInColombo()): RoomsByNight {
  const booked: RoomsByNight = {};
  for (const booking of bookings) {
    if (booking.hotelId !== hotelId || (booking.status !== 'confirmed' && booking.status !== 'pending')) continue;
    for (let night = booking.checkIn; night < booking.checkOut; night = addDays(night, 1)) {
      if (night >= today) booked[night] = (booked[night] ?? 0) + booking.rooms;
    }
  }
  return booked;
}

/**
 * The nights from which a stay must be longer than one night (a season's minimum stay), night →
 * fewest nights, from the hotel's availability answer: what a client booking one night must lengthen.
 */
export function minimumStaysIn(nights: readonly NightAvailability[]): Record<string, number> {
  return Object.fromEntries(nights.filter(({ minNights }) => (minNights ?? 1) > 1).map(({ date, minNights }) => [date, minNights ?? 1]));
}
