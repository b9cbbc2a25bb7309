import { FigureTiles, formatUsd, type Occupancy } from '@ceylon/shared';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The month's occupancy (room-nights held out of those for sale) and its revenue. */
export function OccupancySummary({ occupancy }: { occupancy: Occupancy }) {
  return (
    <FigureTiles
      figures={[
        ['Occupancy', percent.format(occupancy.occupancy)],
        ['Revenue', formatUsd(occupancy.revenue)],
        ['Room-nights booked', `${occupancy.bookedRoomNights} of ${occupancy.sellableRoomNights}`],
      ]}
    />
  );
}
