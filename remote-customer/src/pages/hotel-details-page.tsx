import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageSection } from '@ceylon/shared';
import { HotelAbout } from '../features/hotels/components/hotel-about';
import { HotelNotFound } from '../features/hotels/components/hotel-not-found';
import { HotelProfile } from '../features/hotels/components/hotel-profile';
import { StayPlanner } from '../features/hotels/components/stay-planner';
import { useHotel } from '../features/hotels/hooks/use-hotel';
import { HotelReviews } from '../features/reviews/components/hotel-reviews';

/** As tall as the screen, so the footer is out of sight before the hotel arrives rather than pushed away then. */
const Loading = styled.p`
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /hotels/{id} — where the booking form's Cancel leads. */
export default function HotelDetailsPage() {
  const { id } = useParams();
  const load = useHotel(id);

  return (
    <PageSection>
      {load.status === 'loading' && <Loading role="status">Loading hotel details…</Loading>}
      {load.status === 'failed' && <HotelNotFound />}
      {load.status === 'ready' && <HotelProfile hotel={load.hotel} />}
      {load.status === 'ready' && <HotelAbout hotel={load.hotel} />}
      {load.status === 'ready' && <StayPlanner hotel={load.hotel} />}
      {load.status === 'ready' && <HotelReviews hotel={load.hotel} />}
    </PageSection>
  );
}
