import type { Booking } from '@ceylon/shared';

type Priced = Pick<Booking, 'totalPrice'> & { status?: string | null };

/** Owner revenue (docs/product.md §9): every booking except cancelled ones. */
export const ownerRevenue = (bookings: readonly Priced[]) =>
  bookings.filter((booking) => booking.status !== 'cancelled').reduce((total, booking) => total + (Number(booking.totalPrice) || 0), 0);
