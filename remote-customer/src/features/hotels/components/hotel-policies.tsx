import { formatTimeOfDay, type Hotel } from '@ceylon/shared';

/** The hotel's own times, then the booking terms every stay has (docs/product.md §9). */
export function HotelPolicies({ hotel }: { hotel: Hotel }) {
  return (
    <section aria-labelledby="policies-title">
      <h2 id="policies-title">Policies</h2>
      <ul>
        <li>Check-in from {formatTimeOfDay(hotel.checkInTime)}</li>
        <li>Check-out by {formatTimeOfDay(hotel.checkOutTime)}</li>
        <li>Free cancellation up to 24 hours before check-in</li>
        <li>100% refund within the free-cancellation period</li>
        <li>No prepayment needed — pay at the property</li>
      </ul>
    </section>
  );
}
