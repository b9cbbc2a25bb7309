import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { readHotelSearch, PageSection } from '@ceylon/shared';
import { initialValues } from '../features/booking-form/booking-draft';
import { BookingForm } from '../features/booking-form/components/booking-form';
import { HotelSummary } from '../features/booking-form/components/hotel-summary';
import { HotelNotFound } from '../features/hotels/components/hotel-not-found';
import { useHotel } from '../features/hotels/hooks/use-hotel';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

const Card = styled.div`
  display: grid;
  gap: 2rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.page};
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** /booking?hotelId=…[&checkIn&checkOut&guests&rooms] — the booking form of one hotel (Browse's and the hotel page's Book Now). */
export default function BookingPage() {
  const text = useCustomerText();
  const [params] = useSearchParams();
  const hotelId = params.get('hotelId') ?? undefined;
  const load = useHotel(hotelId);

  if (load.status === 'failed') {
    return (
      <PageSection>
        <HotelNotFound />
      </PageSection>
    );
  }

  return (
    <PageSection aria-labelledby="booking-title">
      <h1 id="booking-title">{text('customer.booking.title')}</h1>
      {load.status === 'loading' ? (
        <Loading role="status">{text('customer.loadingHotel')}</Loading>
      ) : (
        <Card>
          <HotelSummary hotel={load.hotel} />
          <BookingForm key={load.hotel.id} hotel={load.hotel} initial={initialValues(readHotelSearch(params))} />
        </Card>
      )}
    </PageSection>
  );
}
