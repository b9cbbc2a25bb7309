import type { Booking } from '@ceylon/shared';

type Priced = Pick<Booking, 'totalPrice'> & { status?: string | null };

const sum = (bookings: readonly Priced[]) => bookings.reduce((total, booking) => total + (Number(booking.totalPrice) || 0), 0);

/** Whether a booking counts toward the admin dashboard's revenue: no status, confirmed or completed. */
export const countsTowardAdminRevenue = (status: Priced['status']) => !status || status === 'confirmed' || status === 'completed';

/** Admin revenue (docs/product.md §9): bookings with no status, confirmed or completed. */
export const adminRevenue = (bookings: readonly Priced[]) => sum(bookings.filter((booking) => countsTowardAdminRevenue(booking.status)));
