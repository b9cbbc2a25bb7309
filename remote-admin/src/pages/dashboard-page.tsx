import styled from 'styled-components';
import { Button, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { DashboardCharts, useDashboard } from '@ceylon/shared/dashboard';
import { adminStats } from '../features/dashboard/figures/admin-stats';
import { FindBooking } from '../features/booking-lookup/components/find-booking';
import { QuickActions } from '../features/dashboard/components/quick-actions';
import { RecentActivity } from '../features/dashboard/components/recent-activity';
import { StatGrid } from '../features/dashboard/components/stat-grid';
import { useDashboardData } from '../features/dashboard/hooks/use-dashboard-data';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const Banner = styled.p`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  color: #7f1d1d;
  font-weight: 600;
`;

/** /admin/dashboard: totals, quick actions, the newest users, hotels and bookings, and the charts over every hotel. */
export default function DashboardPage() {
  const { data, loading, failed, loadedAt, refresh } = useDashboardData();
  // Loaded again after each refresh of the lists above.
  const figures = useDashboard(undefined, loadedAt);
  const firstLoad = loading && data.users.length + data.hotels.length + data.bookings.length === 0;

  return (
    <PageBody>
      <Header>
        <div>
          <h1>Admin Dashboard</h1>
          <Lead>Users, hotels and bookings across Ceylon Stays.</Lead>
        </div>
        <Button type="button" $tone="ghost" onClick={() => void refresh()} disabled={loading} aria-busy={loading}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </Header>
      {failed && !loading && (
        <Banner role="alert">Failed to load dashboard data. Please check your connection and make sure you have admin privileges.</Banner>
      )}
      {firstLoad ? (
        <StateMessage role="status">Loading dashboard…</StateMessage>
      ) : (
        <>
          <StatGrid stats={adminStats(data)} />
          <QuickActions />
          <FindBooking />
          <RecentActivity data={data} now={loadedAt} />
          {figures.dashboard ? (
            <DashboardCharts dashboard={figures.dashboard} scope="all hotels" />
          ) : (
            !figures.loading && <StateMessage>The charts could not be loaded.</StateMessage>
          )}
        </>
      )}
    </PageBody>
  );
}
