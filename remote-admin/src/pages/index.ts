import type { StandalonePage } from '@ceylon/shared';
import DashboardPage from './dashboard-page';
import HotelManagementPage from './hotel-management-page';
import OutboxPage from './outbox-page';
import UserManagementPage from './user-management-page';

/** The area's pages at the paths the shell serves them on, for the standalone dev page. */
export const standalonePages: StandalonePage[] = [
  { path: '/admin/dashboard', label: 'Dashboard', Page: DashboardPage },
  { path: '/admin/UserManagement', label: 'Manage Users', Page: UserManagementPage },
  { path: '/admin/HotelManagement', label: 'Manage Hotels', Page: HotelManagementPage },
  { path: '/admin/outbox', label: 'Mail Outbox', Page: OutboxPage },
];
