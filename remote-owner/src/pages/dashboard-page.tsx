import { useState } from 'react';
import styled from 'styled-components';
import { useSession, ButtonLink, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { DashboardCharts, TodaysStays, useDashboard } from '@ceylon/shared/dashboard';
import { ownerTotals } from '../figures/owner-totals';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { HotelChoice } from '../features/owner-dashboard/components/hotel-choice';
import { OwnerSummary } from '../features/owner-dashboard/components/owner-summary';
import { useOwnerText } from '../texts';

export { texts } from '../texts';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 2rem;
`;

/** /owner/dashboard: the owner's totals, today's arrivals and departures, the charts, and the ways on. */
export default function DashboardPage() {
  const text = useOwnerText();
  const { user } = useSession();
  const { hotels, loading } = useMyHotels();
  const [hotelId, setHotelId] = useState('');
  const figures = useDashboard(hotelId || undefined);
  const chosen = hotels.find((hotel) => hotel.id === hotelId);

  return (
    <PageBody>
      <h1>{text('owner.dashboard.title')}</h1>
      <Lead>{user?.firstName ? text('owner.dashboard.welcomeNamed', { name: user.firstName }) : text('owner.dashboard.welcome')}</Lead>
      {loading ? (
        <StateMessage role="status">{text('owner.dashboard.loading')}</StateMessage>
      ) : (
        <OwnerSummary totals={ownerTotals(hotels)} />
      )}
      <Links aria-label={text('owner.dashboard.shortcuts')}>
        <ButtonLink to="/owner/my-hotels">{text('owner.myHotels')}</ButtonLink>
        <ButtonLink to="/owner/create-hotel" $tone="ghost">
          {text('owner.addHotel')}
        </ButtonLink>
      </Links>
      {hotels.length > 1 && <HotelChoice hotels={hotels} value={hotelId} onChange={setHotelId} />}
      {figures.dashboard ? (
        <div aria-busy={figures.loading}>
          <TodaysStays dashboard={figures.dashboard} />
          <DashboardCharts dashboard={figures.dashboard} scope={chosen ? chosen.title : text('owner.dashboard.allHotels')} />
        </div>
      ) : figures.failed ? (
        <StateMessage role="alert">{text('owner.dashboard.failed')}</StateMessage>
      ) : (
        <StateMessage role="status">{text('owner.dashboard.loadingCharts')}</StateMessage>
      )}
    </PageBody>
  );
}
