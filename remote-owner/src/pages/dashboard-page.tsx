import styled from 'styled-components';
import { useSession, ButtonLink, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { ownerTotals } from '../figures/owner-totals';
import { useMyHotels } from '../features/my-hotels/hooks/use-my-hotels';
import { OwnerSummary } from '../features/owner-dashboard/components/owner-summary';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** /owner/dashboard: the owner's totals and the ways on. */
export default function DashboardPage() {
  const { user } = useSession();
  const { hotels, loading } = useMyHotels();

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
    </PageBody>
  );
}
