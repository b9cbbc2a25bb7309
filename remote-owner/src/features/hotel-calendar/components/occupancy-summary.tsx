import { FigureTiles, formatUsd, usePageLanguage, type Occupancy } from '@ceylon/shared';
import { numberFormat } from '../../../intl';
import { useOwnerText } from '../../../texts';

/** The month's occupancy (room-nights held out of those for sale) and its revenue. */
export function OccupancySummary({ occupancy }: { occupancy: Occupancy }) {
  const text = useOwnerText();
  const language = usePageLanguage();
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <FigureTiles
      figures={[
        [text('owner.occupancy.rate'), percent.format(occupancy.occupancy)],
        [text('owner.occupancy.revenue'), formatUsd(occupancy.revenue)],
        [
          text('owner.occupancy.roomNights'),
          text('owner.occupancy.of', { booked: occupancy.bookedRoomNights, sellable: occupancy.sellableRoomNights }),
        ],
      ]}
    />
  );
}
