import { useState } from 'react';
import styled from 'styled-components';
import { useSession, ButtonLink, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { DashboardCharts, TodaysStays, useDashboard } from '@ceylon/shared/dashboard';
import { ownerTotals } from '../figures/owner-totals';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { HotelChoice } from '../features/owner-dashboard/components/hotel-choice';
import { OwnerSummary } from '../features/owner-dashboard/components/owner-summary';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 2rem;
`;

/** /owner/dashboard: the owner's totals, today's arrivals and departures, the charts, and the ways on. */
export default function DashboardPage() {
  const { user } = useSession();
  const { hotels, loading } = useMyHotels();
  const [hotelId, setHotelId] = useState('');
  const figures = useDashboard(hotelId || undefined);
  const chosen = hotels.find((hotel) => hotel.id === hotelId);

  return (
    <PageBody>
      <h1>Owner Dashboard</h1>
      <Lead>Welcome back{user?.firstName ? `, ${user.firstName}` : ''}. Here is how your hotels are doing.</Lead>
      {loading ? <StateMessage role="status">Loading your figures…</StateMessage> : <OwnerSummary totals={ownerTotals(hotels)} />}
      <Links aria-label="Owner shortcuts">
        <ButtonLink to="/owner/my-hotels">My Hotels</ButtonLink>
        <ButtonLink to="/owner/create-hotel" $tone="ghost">
          Add Hotel
        </ButtonLink>
      </Links>
      {hotels.length > 1 && <HotelChoice hotels={hotels} value={hotelId} onChange={setHotelId} />}
      {figures.dashboard ? (
        <div aria-busy={figures.loading}>
          <TodaysStays dashboard={figures.dashboard} />
          <DashboardCharts dashboard={figures.dashboard} scope={chosen ? chosen.title : 'all your hotels'} />
        </div>
      ) : figures.failed ? (
        <StateMessage role="alert">The dashboard’s figures could not be loaded. Please try again later.</StateMessage>
      ) : (
        <StateMessage role="status">Loading today’s arrivals and the charts…</StateMessage>
      )}
    </PageBody>
  );
}
