import type { Booking, Hotel } from '@ceylon/shared';
import { ownerRevenue } from './owner-revenue';

type OwnedHotel = Pick<Hotel, 'id'> & { bookings?: readonly Pick<Booking, 'totalPrice' | 'status'>[] };

export interface HotelTotals {
  bookingCount: number;
  revenue: number;
}

export interface OwnerTotals {
  totalHotels: number;
  totalBookings: number;
  totalRevenue: number;
}

/** One hotel's booking count (every booking) and revenue (non-cancelled). */
export function hotelTotals(hotel: OwnedHotel): HotelTotals {
  const bookings = hotel.bookings ?? [];
  return { bookingCount: bookings.length, revenue: ownerRevenue(bookings) };
}

/** The owner dashboard's figures over all the owner's hotels. */
export function ownerTotals(hotels: readonly OwnedHotel[]): OwnerTotals {
  return hotels.reduce<OwnerTotals>(
    (totals, hotel) => {
      const { bookingCount, revenue } = hotelTotals(hotel);
      return {
        totalHotels: totals.totalHotels + 1,
        totalBookings: totals.totalBookings + bookingCount,
        totalRevenue: totals.totalRevenue + revenue,
      };
    },
    { totalHotels: 0, totalBookings: 0, totalRevenue: 0 },
  );
}
