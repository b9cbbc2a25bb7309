import styled from 'styled-components';
import { Button, Lead, PageBody, StateMessage } from '@ceylon/shared';
import { DashboardCharts, useDashboard } from '@ceylon/shared/dashboard';
import { adminStats } from '../features/dashboard/figures/admin-stats';
import { FindBooking } from '../features/booking-lookup/components/find-booking';
import { QuickActions } from '../features/dashboard/components/quick-actions';
import { RecentActivity } from '../features/dashboard/components/recent-activity';
import { StatGrid } from '../features/dashboard/components/stat-grid';
import { useDashboardData } from '../features/dashboard/hooks/use-dashboard-data';
import { useAdminText } from '../texts';

export { texts } from '../texts';

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
  const text = useAdminText();
  const { data, loading, failed, loadedAt, refresh } = useDashboardData();
  // Loaded again after each refresh of the lists above.
  const figures = useDashboard(undefined, loadedAt);
  const firstLoad = loading && data.users.length + data.hotels.length + data.bookings.length === 0;

  return (
    <PageBody>
      <Header>
        <div>
          <h1>{text('admin.dashboard.title')}</h1>
          <Lead>{text('admin.dashboard.lead')}</Lead>
        </div>
        <Button type="button" $tone="ghost" onClick={() => void refresh()} disabled={loading} aria-busy={loading}>
          {text(loading ? 'admin.refreshing' : 'admin.refresh')}
        </Button>
      </Header>
      {failed && !loading && <Banner role="alert">{text('admin.dashboard.failed')}</Banner>}
      {firstLoad ? (
        <StateMessage role="status">{text('admin.dashboard.loading')}</StateMessage>
      ) : (
        <>
          <StatGrid stats={adminStats(data)} />
          <QuickActions />
          <FindBooking />
          <RecentActivity data={data} now={loadedAt} />
          {figures.dashboard ? (
            <DashboardCharts dashboard={figures.dashboard} scope="all hotels" />
          ) : (
            !figures.loading && <StateMessage>{text('admin.dashboard.chartsFailed')}</StateMessage>
          )}
        </>
      )}
    </PageBody>
  );
}
