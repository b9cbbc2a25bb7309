import { FigureTiles, formatUsd, type OwnerTotals } from '@ceylon/shared';

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
