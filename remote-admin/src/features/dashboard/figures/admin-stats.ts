import type { Booking, Hotel } from '@ceylon/shared';
import { adminRevenue } from './admin-revenue';

/** How many items each recent list of the admin dashboard shows (docs/product.md §9). */
export const RECENT_LIST_SIZE = 5;

/** Mean hotel rating to one decimal; 0 when there are no hotels. */
export function averageRating(hotels: readonly Pick<Hotel, 'rating'>[]): number {
  const rated = hotels.map((hotel) => Number(hotel.rating)).filter((rating) => Number.isFinite(rating));
  if (rated.length === 0) return 0;
  const mean = rated.reduce((total, rating) => total + rating, 0) / rated.length;
  return Math.round(mean * 10) / 10;
}

/** Bookings divided by users as a rounded percentage; 0 when there are no users. */
export function bookingRate(bookingCount: number, userCount: number): number {
  if (userCount <= 0) return 0;
  return Math.round((bookingCount / userCount) * 100);
}

const createdTime = (item: { createdAt?: string | null }) => {
  const time = item.createdAt ? Date.parse(item.createdAt) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
};

/** The newest items by `createdAt` (undated ones last), at most `count` of them. */
export function newest<T extends { createdAt?: string | null }>(items: readonly T[], count = RECENT_LIST_SIZE): T[] {
  return [...items].sort((a, b) => createdTime(b) - createdTime(a)).slice(0, count);
}

export interface AdminStats {
  totalUsers: number;
  totalHotels: number;
  totalBookings: number;
  totalRevenue: number;
  averageRating: number;
  bookingRate: number;
}

/** Every figure of the admin dashboard's statistics grid. */
export function adminStats(data: {
  users: readonly unknown[];
  hotels: readonly Pick<Hotel, 'rating'>[];
  bookings: readonly Pick<Booking, 'totalPrice' | 'status'>[];
}): AdminStats {
  return {
    totalUsers: data.users.length,
    totalHotels: data.hotels.length,
    totalBookings: data.bookings.length,
    totalRevenue: adminRevenue(data.bookings),
    averageRating: averageRating(data.hotels),
    bookingRate: bookingRate(data.bookings.length, data.users.length),
  };
}
