// The brand's home: the dashboard and the proposals list, connected and as pure views.
export { BrandDashboard, type BrandDashboardProps } from './brand-dashboard';
export {
  BrandDashboardView,
  BRAND_DASHBOARD_TITLE,
  BRAND_DASHBOARD_LOAD_ERROR_HEADING,
  BRAND_DASHBOARD_FORBIDDEN_MESSAGE,
  NEW_PROPOSAL_LABEL,
  type BrandActivity,
  type BrandActivityType,
  type BrandDashboardData,
  type BrandDashboardHrefs,
  type BrandDashboardLinks,
  type BrandDashboardState,
  type BrandDashboardViewProps,
} from './brand-dashboard-view';
export {
  BrandProposalsList,
  BRAND_PROPOSALS_PER_PAGE,
  brandProposalsSearch,
  type BrandProposalsListProps,
  type BrandProposalsQuery,
} from './brand-proposals-list';
export {
  BrandProposalsListView,
  BRAND_PROPOSALS_TITLE,
  BRAND_PROPOSALS_LOAD_ERROR_HEADING,
  BRAND_PROPOSALS_FORBIDDEN_MESSAGE,
  STATUS_FILTER_LABELS,
  type BrandProposalListItem,
  type BrandProposalsListLinks,
  type BrandProposalsListState,
  type BrandProposalsListViewProps,
  type BrandProposalsPage,
  type BrandProposalsStatusFilter,
} from './brand-proposals-list-view';
export { formatMadridTimestamp } from './format-timestamp';
