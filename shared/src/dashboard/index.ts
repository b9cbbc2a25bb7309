// '@ceylon/shared/dashboard': the owner's and administrator's dashboard figures (GET /api/dashboard)
// and their charts. Not part of '@ceylon/shared', so the shell's first scripts carry none of it;
// the owner and admin areas bundle it, and the charts' code (Recharts) loads lazily from there.
export { getDashboard } from './get-dashboard';
export { useDashboard, type DashboardLoad } from './use-dashboard';
export { DashboardCharts } from './dashboard-charts';
export { TodaysStays } from './todays-stays';
