import styled from 'styled-components';
import { Lead, PageSection } from '@ceylon/shared';
import { BookingList } from '../features/my-bookings/components/booking-list';
import { useCancelBooking } from '../features/my-bookings/hooks/use-cancel-booking';
import { useMyBookings } from '../features/my-bookings/hooks/use-my-bookings';
import { ReviewAction } from '../features/reviews/components/review-action';

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function MyBookingsPage() {
  const { bookings, loading, reload } = useMyBookings();
  const { cancel, cancelling } = useCancelBooking(reload);

  return (
    <PageSection aria-labelledby="my-bookings-title">
      <h1 id="my-bookings-title">My Bookings</h1>
      <Lead>Your stays with Ceylon Stays. Confirmed bookings can be cancelled before check-in.</Lead>
      {loading ? (
        <Loading role="status">Loading your bookings…</Loading>
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
