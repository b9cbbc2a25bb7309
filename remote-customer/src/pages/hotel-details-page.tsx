import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  availabilityQuery,
  PageSection,
  reviewPagesQuery,
  todayInColombo,
  usePageTitle,
  type Hotel,
  type PagePrefetch,
} from '@ceylon/shared';
import { hotelQuery } from '../features/hotels/api/get-hotel';
import { HotelAbout } from '../features/hotels/components/hotel-about';
import { HotelNotFound } from '../features/hotels/components/hotel-not-found';
import { HotelProfile } from '../features/hotels/components/hotel-profile';
import { StayPlanner } from '../features/hotels/components/stay-planner';
import { useHotel } from '../features/hotels/hooks/use-hotel';
import { PLANNER_NIGHTS } from '../features/hotels/stay-plan';
import { HotelReviews } from '../features/reviews/components/hotel-reviews';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

/** As tall as the screen, so the footer is out of sight before the hotel arrives rather than pushed away then. */
const Loading = styled.p`
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The hotel's name and town in the tab, as the server named the page for link previews and search results. */
function HotelPageTitle({ hotel }: { hotel: Hotel }) {
  usePageTitle(`${hotel.title}, ${hotel.location}`);
  return null;
}

/**
 * Read on the server before it renders this page, side by side: the hotel (or its not-found
 * answer), its first page of reviews and the planner's free nights, so the page arrives whole.
 */
export const prefetch: PagePrefetch = async (client, { params }) => {
  const { id } = params;
  if (!id) return;
  await Promise.all([
    client.prefetchQuery(hotelQuery(id)),
    client.prefetchInfiniteQuery(reviewPagesQuery(id)),
    client.prefetchQuery(availabilityQuery(id, todayInColombo(), PLANNER_NIGHTS)),
  ]);
};

/** /hotels/{id} — where the booking form's Cancel leads. */
export default function HotelDetailsPage() {
  const text = useCustomerText();
  const { id } = useParams();
  const load = useHotel(id);

  return (
    <PageSection>
      {load.status === 'loading' && <Loading role="status">{text('customer.loadingHotel')}</Loading>}
      {load.status === 'failed' && <HotelNotFound />}
      {load.status === 'ready' && <HotelPageTitle hotel={load.hotel} />}
      {load.status === 'ready' && <HotelProfile hotel={load.hotel} />}
      {load.status === 'ready' && <HotelAbout hotel={load.hotel} />}
      {load.status === 'ready' && <StayPlanner hotel={load.hotel} />}
      {load.status === 'ready' && <HotelReviews hotel={load.hotel} />}
    </PageSection>
  );
}
