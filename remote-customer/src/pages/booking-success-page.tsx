import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection } from '@ceylon/shared';
import { BookingConfirmation, NoBookingToShow } from '../features/my-bookings/components/booking-confirmation';
import { useConfirmedBooking } from '../features/my-bookings/hooks/use-confirmed-booking';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

const Loading = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

function handedOverBooking(state: unknown): unknown {
  return state && typeof state === 'object' && 'booking' in state ? state.booking : undefined;
}

/** /booking/success?id=… — shown after the booking form, and still after a reload; without a booking, no confirmation. */
export default function BookingSuccessPage() {
  const text = useCustomerText();
  const location = useLocation();
  const [params] = useSearchParams();
  const load = useConfirmedBooking(handedOverBooking(location.state), params.get('id'));

  return (
    <PageSection>
      {load.status === 'loading' ? (
        <Loading role="status">{text('customer.confirmation.loading')}</Loading>
      ) : load.status === 'ready' ? (
        <BookingConfirmation booking={load.booking} />
      ) : (
        <NoBookingToShow />
      )}
    </PageSection>
  );
}
