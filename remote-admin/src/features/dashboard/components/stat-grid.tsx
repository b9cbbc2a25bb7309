import { FigureTiles, formatUsd } from '@ceylon/shared';
import type { AdminStats } from '../figures/admin-stats';

/** The dashboard's six figures. */
export function StatGrid({ stats }: { stats: AdminStats }) {
  return (
    <FigureTiles
      figures={[
        ['Total Users', String(stats.totalUsers)],
        ['Total Hotels', String(stats.totalHotels)],
        ['Total Bookings', String(stats.totalBookings)],
        ['Total Revenue', formatUsd(stats.totalRevenue)],
        ['Average Rating', stats.averageRating.toFixed(1)],
        ['Booking Rate', `${stats.bookingRate}%`],
      ]}
    />
  );
}
