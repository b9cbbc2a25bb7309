import { useMemo } from 'react';
import { DataTable, PriceTotal, StatusBadge, type Booking, type Column } from '@ceylon/shared';
import { useOwnerText } from '../../../texts';

/** One hotel's bookings for its owner. */
export function HotelBookingsTable({ hotelTitle, bookings }: { hotelTitle: string; bookings: Booking[] }) {
  const text = useOwnerText();
  const columns = useMemo<Column<Booking>[]>(
    () => [
      { header: text('owner.table.reference'), cell: (booking) => booking.reference },
      {
        header: text('owner.table.guest'),
        cell: (booking) => (booking.user ? `${booking.user.firstName} ${booking.user.lastName}`.trim() : text('owner.table.guest')),
      },
      { header: text('owner.table.checkIn'), cell: (booking) => booking.checkIn },
      { header: text('owner.table.checkOut'), cell: (booking) => booking.checkOut },
      { header: text('owner.table.guests'), cell: (booking) => booking.guests },
      { header: text('owner.table.total'), cell: (booking) => <PriceTotal total={booking.totalPrice} lines={booking.priceBreakdown} /> },
      { header: text('owner.table.status'), cell: (booking) => <StatusBadge status={booking.status} /> },
    ],
    [text],
  );
  return (
    <DataTable
      caption={text('owner.bookings.title', { hotel: hotelTitle })}
      columns={columns}
      rows={bookings}
      rowKey={(booking) => booking.id}
    />
  );
}
