// How a creator finds proposals and applies: the list (with filters), a category's page and a
// proposal's page, connected and as pure views.
export {
  CreatorProposals,
  CREATOR_PROPOSALS_PER_PAGE,
  creatorProposalsSearch,
  type CreatorProposalsProps,
} from './creator-proposals';
export {
  CreatorProposalsListView,
  activeFilterCount,
  CREATOR_PROPOSALS_DESCRIPTION,
  CREATOR_PROPOSALS_FORBIDDEN_MESSAGE,
  CREATOR_PROPOSALS_LOAD_ERROR_HEADING,
  CREATOR_PROPOSALS_SORT_LABELS,
  CREATOR_PROPOSALS_SORTS,
  CREATOR_PROPOSALS_TITLE,
  EMPTY_CREATOR_PROPOSALS_QUERY,
  type CreatorProposalsContentType,
  type CreatorProposalsFilterOption,
  type CreatorProposalsLinks,
  type CreatorProposalsListState,
  type CreatorProposalsListViewProps,
  type CreatorProposalsPlatform,
  type CreatorProposalsQuery,
  type CreatorProposalsSort,
} from './creator-proposals-list-view';
export { CategoryScreen, type CategoryScreenProps } from './category-screen';
export {
  CreatorCategoryView,
  ALL_PROPOSALS_LABEL,
  CATEGORY_LOAD_ERROR_HEADING,
  CATEGORY_NOT_FOUND_HEADING,
  CATEGORY_NOT_FOUND_MESSAGE,
  type CreatorCategoryState,
  type CreatorCategoryViewProps,
} from './category-view';
export {
  ApplyBar,
  ApplyCard,
  ApplySheet,
  APPLICATION_MESSAGE_MAX_LENGTH,
  APPLY_HINT,
  APPLY_LABEL,
  CONFIRM_APPLICATION_TITLE,
  SEND_APPLICATION_LABEL,
  type ApplyField,
  type ApplyOutcome,
  type ApplyProps,
} from './apply-sheet';
export { CreatorProposalScreen, type CreatorProposalScreenProps } from './creator-proposal-screen';
export {
  CreatorProposalView,
  ALREADY_APPLIED_MESSAGE,
  APPLICATION_SENT_MESSAGE,
  APPLICATION_STATUS_MESSAGES,
  CREATOR_PROPOSAL_FORBIDDEN_MESSAGE,
  CREATOR_PROPOSAL_LOAD_ERROR_HEADING,
  CREATOR_PROPOSAL_NOT_FOUND_HEADING,
  CREATOR_PROPOSAL_NOT_FOUND_MESSAGE,
  PROPOSAL_CLOSED_MESSAGE,
  type CreatorProposalLinks,
  type CreatorProposalState,
  type CreatorProposalViewProps,
  type ProfileMatchState,
  type ProposalTaskTemplate,
} from './creator-proposal-view';
export {
  ageOn,
  matchProfile,
  PROFILE_MATCH_RESULT_LABELS,
  type ProfileMatchLine,
  type ProfileMatchResult,
} from './profile-match';
export {
  PLATFORM_LABELS as CREATOR_PROPOSAL_PLATFORM_LABELS,
  type CreatorApplication,
  type CreatorProposal,
  type CreatorProposalDetail,
  type CreatorProposalsPage,
  type ProposalCategory,
} from './proposal-labels';
