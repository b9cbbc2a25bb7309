import type { Booking, Hotel } from '@ceylon/shared';

type HotelWithBookings = Pick<Hotel, 'id' | 'title' | 'location'> & { bookings?: readonly Partial<Booking>[] | null };

/**
 * The admin dashboard's last resort (docs/product.md §7): bookings taken from the hotels' own `bookings`
 * arrays, each given its hotel's title and location.
 */
export function bookingsFromHotels(hotels: readonly HotelWithBookings[]): Booking[] {
  return hotels.flatMap((hotel) =>
    (hotel.bookings ?? []).map(
      (booking) =>
        ({
          ...booking,
          hotelId: booking.hotelId ?? hotel.id,
          hotel: { id: hotel.id, title: hotel.title, location: hotel.location },
        }) as Booking,
    ),
  );
}

/** Result of one booking call: the list, or `undefined` when the call failed. */
type Loaded = readonly Booking[] | undefined;

/**
 * Which bookings the admin dashboard shows: all bookings, else (failed or empty) the caller's
 * own bookings, else (failed or empty too) the bookings found on the hotels.
 */
export function chooseDashboardBookings(sources: {
  allBookings: Loaded;
  myBookings: Loaded;
  hotels: readonly HotelWithBookings[];
}): Booking[] {
  if (sources.allBookings && sources.allBookings.length > 0) return [...sources.allBookings];
  if (sources.myBookings && sources.myBookings.length > 0) return [...sources.myBookings];
  return bookingsFromHotels(sources.hotels);
}
