import styled from 'styled-components';
import { below, useSession, Lead, PageSection } from '@ceylon/shared';
import { DashboardTiles } from '../features/customer-dashboard/components/dashboard-tiles';
import { RecommendedStays } from '../features/customer-dashboard/components/recommended-stays';
import { RecentSearchesList } from '../features/recent-searches/components/recent-searches-list';
import { useCustomerText } from '../texts';

export { texts } from '../texts';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  padding: 1.4rem;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.3rem;
  }
`;

export default function DashboardPage() {
  const text = useCustomerText();
  const { user } = useSession();

  return (
    <PageSection aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{text('customer.dashboard.welcome', { name: user?.firstName ?? text('customer.dashboard.traveller') })}</h1>
      <Lead>{text('customer.dashboard.lead')}</Lead>
      <DashboardTiles />
      <Panels>
        <Panel aria-labelledby="recommended-title">
          <h2 id="recommended-title">{text('customer.dashboard.recommended')}</h2>
          <RecommendedStays />
        </Panel>
        <Panel aria-labelledby="recent-title">
          <h2 id="recent-title">{text('customer.dashboard.recent')}</h2>
          <RecentSearchesList />
        </Panel>
      </Panels>
    </PageSection>
  );
}
