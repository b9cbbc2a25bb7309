import { useParams } from 'react-router-dom';
import { HotelBookingsTable } from '../features/hotel-bookings/components/hotel-bookings-table';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { OwnerReviews } from '../features/reviews/components/owner-reviews';
import { ButtonLink, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { BookingsExportForm } from '@ceylon/shared/bookings-export';

/**
 * /owner/bookings/{id}: one hotel's bookings. Taken from the owner's own hotels, so a hotel
 * that is not theirs is simply not found.
 */
export default function HotelBookingsPage() {
  const { id } = useParams();
  const { hotels, loading } = useMyHotels();
  const hotel = hotels.find((candidate) => candidate.id === id);

  if (loading) {
    return (
      <PageBody>
        <StateMessage role="status">Loading bookings…</StateMessage>
      </PageBody>
    );
  }

  if (!hotel) {
    return (
      <PageBody>
        <h1>Hotel not found</h1>
        <Lead>This hotel is not one of yours, or it no longer exists.</Lead>
        <ButtonLink to="/owner/my-hotels">Back to My Hotels</ButtonLink>
      </PageBody>
    );
  }

  const bookings = hotel.bookings ?? [];
  return (
    <PageBody>
      <h1>Bookings for {hotel.title}</h1>
      <Lead>{hotel.location}</Lead>
      <BookingsExportForm
        path={`/hotels/${hotel.id}/bookings/export`}
        fallbackName="hotel-bookings.csv"
        intro={`The bookings of ${hotel.title}, oldest first, as a CSV file.`}
      />
      {bookings.length === 0 ? (
        <StateMessage>No bookings for this hotel yet.</StateMessage>
      ) : (
        <HotelBookingsTable hotelTitle={hotel.title} bookings={bookings} />
      )}
      <OwnerReviews hotel={hotel} />
      <p>
        <ButtonLink to="/owner/my-hotels" $tone="ghost">
          Back to My Hotels
        </ButtonLink>
      </p>
    </PageBody>
  );
}
