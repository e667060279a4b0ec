import { isApiError, useApi } from '@colla/api-client';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/form-failure';
import {
  BrandProposalsListView,
  type BrandProposalsListLinks,
  type BrandProposalsListState,
  type BrandProposalsStatusFilter,
} from './brand-proposals-list-view';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Proposals per page. */
export const BRAND_PROPOSALS_PER_PAGE = 20;

/** What the list shows: the app may keep it in the URL (`?status=active&search=vermut&page=2`). */
export interface BrandProposalsQuery {
  status: BrandProposalsStatusFilter;
  search: string;
  page: number;
}

export type BrandProposalsListProps = BrandProposalsListLinks & {
  /** Controlled status filter; left out, the list keeps its own (starting at 'all'). */
  status?: BrandProposalsStatusFilter;
  /** Controlled search (the text last sent); left out, the list keeps its own. */
  search?: string;
  /** Controlled page, from 1; left out, the list keeps its own. */
  page?: number;
  /** Told of every change of status, search (after the pause in typing) or page. */
  onQueryChange?: (query: BrandProposalsQuery) => void;
  /** Gives every page a URL (the same query at another page), so pages are real links. */
  pageHref?: (page: number) => string;
};

/**
 * Reads `GET /api/brand/proposals` (status, search, page) and shows it with
 * `BrandProposalsListView`. Typing waits for a pause before searching; a new filter or search
 * goes back to page 1, and the previous rows stay visible while the next ones load.
 */
export function BrandProposalsList({
  status: statusProp,
  search: searchProp,
  page: pageProp,
  onQueryChange,
  pageHref,
  ...links
}: BrandProposalsListProps) {
  const api = useApi();
  const [ownQuery, setOwnQuery] = useState<BrandProposalsQuery>({
    status: statusProp ?? 'all',
    search: searchProp ?? '',
    page: pageProp ?? 1,
  });
  const query: BrandProposalsQuery = {
    status: statusProp ?? ownQuery.status,
    search: searchProp ?? ownQuery.search,
    page: pageProp ?? ownQuery.page,
  };
  const [searchText, setSearchText] = useState(query.search);

  // The search changed from outside (e.g. the browser's back button): show it in the box.
  const committedSearch = query.search;
  // (Adjusted while rendering, as React recommends, rather than in an effect.)
  const [shownSearch, setShownSearch] = useState(committedSearch);
  if (shownSearch !== committedSearch) {
    setShownSearch(committedSearch);
    setSearchText(committedSearch);
  }

  const change = (next: Partial<BrandProposalsQuery>) => {
    const updated = { ...query, ...next };
    setOwnQuery(updated);
    onQueryChange?.(updated);
  };

  const commitSearch = (text: string) => {
    if (text !== query.search) change({ search: text, page: 1 });
  };

  useEffect(() => {
    if (searchText === committedSearch) return undefined;
    const timer = setTimeout(() => commitSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const search = query.search.trim();
  const result = api.useQuery(
    'get',
    '/api/brand/proposals',
    {
      params: {
        query: {
          ...(query.status === 'all' ? {} : { status: query.status }),
          ...(search ? { search } : {}),
          page: query.page,
          per_page: BRAND_PROPOSALS_PER_PAGE,
        },
      },
    },
    { placeholderData: (previous) => previous },
  );

  let state: BrandProposalsListState;
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
    <BrandProposalsListView
      state={state}
      statusFilter={query.status}
      onStatusFilterChange={(status) => change({ status, page: 1 })}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onSearchSubmit={() => commitSearch(searchText)}
      onPageChange={(page) => change({ page })}
      pageHref={pageHref}
      onClearFilters={() => {
        setSearchText('');
        change({ status: 'all', search: '', page: 1 });
      }}
      {...links}
    />
  );
}
