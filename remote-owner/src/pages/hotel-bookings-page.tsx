import { useParams } from 'react-router-dom';
import { HotelBookingsTable } from '../features/hotel-bookings/components/hotel-bookings-table';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { OwnerReviews } from '../features/reviews/components/owner-reviews';
import { ButtonLink, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { BookingsExportForm } from '@ceylon/shared/bookings-export';
import { useOwnerText } from '../texts';

export { texts } from '../texts';

/**
 * /owner/bookings/{id}: one hotel's bookings. Taken from the owner's own hotels, so a hotel
 * that is not theirs is simply not found.
 */
export default function HotelBookingsPage() {
  const text = useOwnerText();
  const { id } = useParams();
  const { hotels, loading } = useMyHotels();
  const hotel = hotels.find((candidate) => candidate.id === id);

  if (loading) {
    return (
      <PageBody>
        <StateMessage role="status">{text('owner.bookings.loading')}</StateMessage>
      </PageBody>
    );
  }

  if (!hotel) {
    return (
      <PageBody>
        <h1>{text('owner.notFound.title')}</h1>
        <Lead>{text('owner.bookings.notYours')}</Lead>
        <ButtonLink to="/owner/my-hotels">{text('owner.backToMyHotels')}</ButtonLink>
      </PageBody>
    );
  }

  const bookings = hotel.bookings ?? [];
  return (
    <PageBody>
      <h1>{text('owner.bookings.title', { hotel: hotel.title })}</h1>
      <Lead>{hotel.location}</Lead>
      <BookingsExportForm
        path={`/hotels/${hotel.id}/bookings/export`}
        fallbackName="hotel-bookings.csv"
        intro={text('owner.bookings.exportIntro', { hotel: hotel.title })}
      />
      {bookings.length === 0 ? (
        <StateMessage>{text('owner.bookings.none')}</StateMessage>
      ) : (
        <HotelBookingsTable hotelTitle={hotel.title} bookings={bookings} />
      )}
      <OwnerReviews hotel={hotel} />
      <p>
        <ButtonLink to="/owner/my-hotels" $tone="ghost">
          {text('owner.backToMyHotels')}
        </ButtonLink>
      </p>
    </PageBody>
  );
}
