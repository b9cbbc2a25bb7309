import styled from 'styled-components';
import { Lead, PageSection } from '@ceylon/shared';
import { BookingList } from '../features/my-bookings/components/booking-list';
import { useCancelBooking } from '../features/my-bookings/hooks/use-cancel-booking';
import { useMyBookings } from '../features/my-bookings/hooks/use-my-bookings';
import { ReviewAction } from '../features/reviews/components/review-action';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function MyBookingsPage() {
  const text = useCustomerText();
  const { bookings, loading } = useMyBookings();
  const { cancel, cancelling } = useCancelBooking();

  return (
    <PageSection aria-labelledby="my-bookings-title">
      <h1 id="my-bookings-title">{text('customer.bookings.title')}</h1>
      <Lead>{text('customer.bookings.lead')}</Lead>
      {loading ? (
        <Loading role="status">{text('customer.bookings.loading')}</Loading>
      ) : (
        <BookingList
          bookings={bookings}
          cancelling={cancelling}
          onCancel={(id) => void cancel(id)}
          extra={(booking) => <ReviewAction booking={booking} />}
        />
      )}
    </PageSection>
  );
}
