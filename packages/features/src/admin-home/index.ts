// The admin's home: the marketplace dashboard, connected and as a pure view.
export { AdminDashboard, type AdminDashboardProps } from './admin-dashboard';
export {
  AdminDashboardView,
  ADMIN_DASHBOARD_TITLE,
  ADMIN_DASHBOARD_LOAD_ERROR_HEADING,
  ADMIN_DASHBOARD_FORBIDDEN_MESSAGE,
  formatAcceptanceRate,
  type AdminApplicationStatus,
  type AdminDashboardData,
  type AdminDashboardHrefs,
  type AdminDashboardLinks,
  type AdminDashboardState,
  type AdminDashboardViewProps,
  type AdminDealStatus,
} from './admin-dashboard-view';
