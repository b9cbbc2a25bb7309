import { FigureTiles, formatUsd } from '@ceylon/shared';
import type { AdminStats } from '../figures/admin-stats';
import { useAdminText } from '../../../texts';

/** The dashboard's six figures. */
export function StatGrid({ stats }: { stats: AdminStats }) {
  const text = useAdminText();
  return (
    <FigureTiles
      figures={[
        [text('admin.stats.users'), String(stats.totalUsers)],
        [text('admin.stats.hotels'), String(stats.totalHotels)],
        [text('admin.stats.bookings'), String(stats.totalBookings)],
        [text('admin.stats.revenue'), formatUsd(stats.totalRevenue)],
        [text('admin.stats.rating'), stats.averageRating.toFixed(1)],
        [text('admin.stats.bookingRate'), `${stats.bookingRate}%`],
      ]}
    />
  );
}
