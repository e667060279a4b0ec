// Admin proposals: every brand's proposals, and one proposal with Edit and Delete.
export {
  AdminProposalsList,
  ADMIN_PROPOSALS_PER_PAGE,
  adminProposalsSearch,
  type AdminProposalsListProps,
} from './admin-proposals-list';
export {
  AdminProposalsListView,
  ADMIN_CREATE_PROPOSAL_LABEL,
  ADMIN_PROPOSALS_FORBIDDEN_MESSAGE,
  ADMIN_PROPOSALS_LOAD_ERROR_HEADING,
  ADMIN_PROPOSALS_TITLE,
  ADMIN_PROPOSALS_STATUS_FILTERS,
  ADMIN_STATUS_FILTER_LABELS,
  type AdminBrandOption,
  type AdminProposalListItem,
  type AdminProposalsListLinks,
  type AdminProposalsListState,
  type AdminProposalsListViewProps,
  type AdminProposalsPage,
  type AdminProposalsQuery,
  type AdminProposalsStatusFilter,
} from './admin-proposals-list-view';
export { AdminProposalScreen, type AdminProposalScreenProps } from './admin-proposal-screen';
export {
  AdminProposalView,
  ADMIN_PROPOSAL_DELETE_CONFIRMATION,
  ADMIN_PROPOSAL_DELETE_ERROR,
  ADMIN_PROPOSAL_FORBIDDEN_MESSAGE,
  ADMIN_PROPOSAL_LOAD_ERROR_HEADING,
  ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE,
  ADMIN_PROPOSAL_NOT_FOUND_HEADING,
  ADMIN_PROPOSAL_NOT_FOUND_MESSAGE,
  type AdminProposalDetail,
  type AdminProposalLinks,
  type AdminProposalState,
  type AdminProposalViewProps,
} from './admin-proposal-view';
