/**
 * The creator's screens' queries in the URL; each screen reads its own (`useSearchState`), so
 * these are for links to them.
 */
export { creatorProposalsSearch } from '@colla/features/creator-proposals';
export { conversationsSearch as chatSearch } from '@colla/features/chat';
export { calendarSearch } from '@colla/features/calendar';
