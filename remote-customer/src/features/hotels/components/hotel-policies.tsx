import { formatTimeOfDay, type Hotel } from '@ceylon/shared';
import { useCustomerText } from '../../../texts';

/** The hotel's own times, then the booking terms every stay has (docs/product.md §9). */
export function HotelPolicies({ hotel }: { hotel: Hotel }) {
  const text = useCustomerText();
  return (
    <section aria-labelledby="policies-title">
      <h2 id="policies-title">{text('customer.hotel.policies')}</h2>
      <ul>
        <li>{text('customer.hotel.checkInFrom', { time: formatTimeOfDay(hotel.checkInTime) })}</li>
        <li>{text('customer.hotel.checkOutBy', { time: formatTimeOfDay(hotel.checkOutTime) })}</li>
        <li>{text('customer.policy.freeCancellation')}</li>
        <li>{text('customer.policy.refund')}</li>
        <li>{text('customer.policy.noPrepayment')}</li>
      </ul>
    </section>
  );
}
