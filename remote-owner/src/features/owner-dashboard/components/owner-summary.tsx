import { FigureTiles, formatUsd } from '@ceylon/shared';
import type { OwnerTotals } from '../../../figures/owner-totals';

/** The owner dashboard's three figures. */
export function OwnerSummary({ totals }: { totals: OwnerTotals }) {
  return (
    <FigureTiles
      figures={[
        ['Total Hotels', String(totals.totalHotels)],
        ['Total Bookings', String(totals.totalBookings)],
        ['Total Revenue', formatUsd(totals.totalRevenue)],
      ]}
    />
  );
}
