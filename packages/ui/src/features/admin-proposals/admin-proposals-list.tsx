import { isApiError, useApi } from '@colla/api-client';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/form-failure';
import {
  AdminProposalsListView,
  type AdminProposalsListLinks,
  type AdminProposalsListState,
  type AdminProposalsQuery,
} from './admin-proposals-list-view';

/** How long typing must pause before the search is sent. */
export const ADMIN_PROPOSALS_SEARCH_DEBOUNCE_MS = 300;
/** Proposals per page. */
export const ADMIN_PROPOSALS_PER_PAGE = 20;

export const DEFAULT_ADMIN_PROPOSALS_QUERY: AdminProposalsQuery = {
  status: 'all',
  brandId: null,
  search: '',
  page: 1,
};

export type AdminProposalsListProps = AdminProposalsListLinks & {
  /** The query, when the app keeps it in the URL; left out, the list keeps its own. */
  query?: AdminProposalsQuery;
  /** Told of every change of status, brand, search (after the pause in typing) or page. */
  onQueryChange?: (query: AdminProposalsQuery) => void;
  /** Gives every page a URL (the same query at another page), so pages are real links. */
  pageHref?: (page: number) => string;
};

/**
 * Reads `GET /api/admin/proposals` (status, brand_id, search, page) and the brands for the filter
 * (`GET /api/brands`), and shows them with `AdminProposalsListView`. Typing waits for a pause
 * before searching; a new filter goes back to page 1; the previous rows stay while the next load.
 */
export function AdminProposalsList({
  query: queryProp,
  onQueryChange,
  pageHref,
  ...links
}: AdminProposalsListProps) {
  const api = useApi();
  const [ownQuery, setOwnQuery] = useState<AdminProposalsQuery>(
    queryProp ?? DEFAULT_ADMIN_PROPOSALS_QUERY,
  );
  const query = queryProp ?? ownQuery;
  const [searchText, setSearchText] = useState(query.search);

  // The search changed from outside (e.g. the browser's back button): show it in the box.
  const committedSearch = query.search;
  const [shownSearch, setShownSearch] = useState(committedSearch);
  if (shownSearch !== committedSearch) {
    setShownSearch(committedSearch);
    setSearchText(committedSearch);
  }

  const change = (next: AdminProposalsQuery) => {
    setOwnQuery(next);
    onQueryChange?.(next);
  };

  const commitSearch = (text: string) => {
    if (text !== query.search) change({ ...query, search: text, page: 1 });
  };

  useEffect(() => {
    if (searchText === committedSearch) return undefined;
    const timer = setTimeout(() => commitSearch(searchText), ADMIN_PROPOSALS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const search = query.search.trim();
  const result = api.useQuery(
    'get',
    '/api/admin/proposals',
    {
      params: {
        query: {
          ...(query.status === 'all' ? {} : { status: query.status }),
          ...(query.brandId === null ? {} : { brand_id: query.brandId }),
          ...(search ? { search } : {}),
          page: query.page,
          per_page: ADMIN_PROPOSALS_PER_PAGE,
        },
      },
    },
    { placeholderData: (previous) => previous },
  );
  const brands = api.useQuery('get', '/api/brands', {}, { retry: false });

  let state: AdminProposalsListState;
  if (result.isSuccess)
    state = { status: 'success', page: result.data, refreshing: result.isPlaceholderData };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(result.error),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  return (
    <AdminProposalsListView
      state={state}
      query={query}
      onQueryChange={change}
      brands={brands.data?.data}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onSearchSubmit={() => commitSearch(searchText)}
      pageHref={pageHref}
      onClearFilters={() => {
        setSearchText('');
        change(DEFAULT_ADMIN_PROPOSALS_QUERY);
      }}
      {...links}
    />
  );
}
