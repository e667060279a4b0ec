// Deals, for both sides: the list and a deal's page, connected and as pure views.
export {
  DealsList,
  DEALS_PER_PAGE,
  dealsSearch,
  type DealsListProps,
  type DealsQuery,
} from './deals-list';
export {
  DealsListView,
  DEALS_EMPTY_DESCRIPTIONS,
  DEALS_EMPTY_TITLE,
  DEALS_FORBIDDEN_MESSAGE,
  DEALS_LOAD_ERROR_HEADING,
  DEALS_TITLE,
  type DealListItem,
  type DealsListLinks,
  type DealsListState,
  type DealsListViewProps,
  type DealsPage,
  type DealsStatusFilter,
  type DealsViewer,
} from './deals-list-view';
export { DealScreen, TASK_SAVE_FAILED, type DealScreenProps } from './deal-screen';
export {
  DealView,
  DEAL_BACK_LABEL,
  DEAL_CLOSED_MESSAGES,
  DEAL_FORBIDDEN_MESSAGE,
  DEAL_FORBIDDEN_TITLE,
  DEAL_LOAD_ERROR_HEADING,
  DEAL_NOT_FOUND_MESSAGE,
  DEAL_NOT_FOUND_TITLE,
  MARK_DONE_LABEL,
  type Deal,
  type DealState,
  type DealTask,
  type DealViewer,
  type DealViewProps,
} from './deal-view';
export { DealMedia, type DealMediaProps } from './deal-media';
export {
  DealMediaView,
  DELIVERED_CONTENT_TITLE,
  DELIVER_LABEL,
  type DealMediaItem,
  type DealMediaListState,
  type DealMediaViewProps,
} from './deal-media-view';
export {
  DealStatusBadge,
  DEAL_STATUSES,
  DEAL_STATUS_LABELS,
  type DealStatus,
  type DealStatusBadgeProps,
} from './deal-status-badge';
