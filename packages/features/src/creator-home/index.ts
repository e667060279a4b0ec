// The creator's home: the dashboard, connected and as a pure view.
export { CreatorDashboard, type CreatorDashboardProps } from './creator-dashboard';
export {
  CreatorDashboardView,
  CREATOR_DASHBOARD_FORBIDDEN_MESSAGE,
  CREATOR_DASHBOARD_LOAD_ERROR_HEADING,
  NO_APPLICATIONS_MESSAGE,
  NO_DEALS_MESSAGE,
  NO_RECOMMENDATIONS_MESSAGE,
  type CreatorDashboardData,
  type CreatorDashboardLinks,
  type CreatorDashboardState,
  type CreatorDashboardViewProps,
  type CreatorDealInProgress,
} from './creator-dashboard-view';
