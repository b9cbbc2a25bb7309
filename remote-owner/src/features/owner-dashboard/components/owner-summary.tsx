import { FigureTiles, formatUsd } from '@ceylon/shared';
import type { OwnerTotals } from '../../../figures/owner-totals';
import { useOwnerText } from '../../../texts';

/** The owner dashboard's three figures. */
export function OwnerSummary({ totals }: { totals: OwnerTotals }) {
  const text = useOwnerText();
  return (
    <FigureTiles
      figures={[
        [text('owner.totals.hotels'), String(totals.totalHotels)],
        [text('owner.totals.bookings'), String(totals.totalBookings)],
        [text('owner.totals.revenue'), formatUsd(totals.totalRevenue)],
      ]}
    />
  );
}
