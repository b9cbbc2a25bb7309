import { DataTable, PriceTotal, StatusBadge, type Booking, type Column } from '@ceylon/shared';

const guestName = (booking: Booking) => (booking.user ? `${booking.user.firstName} ${booking.user.lastName}`.trim() : 'Guest');

const columns: Column<Booking>[] = [
  { header: 'Reference', cell: (booking) => booking.reference },
  { header: 'Guest', cell: guestName },
  { header: 'Check-in', cell: (booking) => booking.checkIn },
  { header: 'Check-out', cell: (booking) => booking.checkOut },
  { header: 'Guests', cell: (booking) => booking.guests },
  { header: 'Total', cell: (booking) => <PriceTotal total={booking.totalPrice} lines={booking.priceBreakdown} /> },
  { header: 'Status', cell: (booking) => <StatusBadge status={booking.status} /> },
];

/** One hotel's bookings for its owner. */
export function HotelBookingsTable({ hotelTitle, bookings }: { hotelTitle: string; bookings: Booking[] }) {
  return <DataTable caption={`Bookings for ${hotelTitle}`} columns={columns} rows={bookings} rowKey={(booking) => booking.id} />;
}
