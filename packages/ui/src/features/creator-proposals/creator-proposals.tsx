import { isApiError, useApi } from '@colla/api-client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { failureMessage } from '../../lib/form-failure';
import {
  CreatorProposalsListView,
  type CreatorProposalsFilterOption,
  type CreatorProposalsLinks,
  type CreatorProposalsListState,
  type CreatorProposalsQuery,
} from './creator-proposals-list-view';

/** How long typing must pause before the search is sent. */
export const CREATOR_PROPOSALS_SEARCH_DEBOUNCE_MS = 300;
/** Proposals per page. */
export const CREATOR_PROPOSALS_PER_PAGE = 20;

export type CreatorProposalsProps = CreatorProposalsLinks & {
  /** What the list shows, kept by the app (e.g. in the URL). */
  query: CreatorProposalsQuery;
  /** Told of every change of a filter, the sort, the search (after the pause in typing) or the page. */
  onQueryChange: (next: CreatorProposalsQuery) => void;
  /** Gives every page a URL (the same query at another page), so pages are real links. */
  pageHref?: (page: number) => string;
  /** A category's page: always this category, and no category filter. */
  fixedCategoryId?: number;
  /** Replaces the page header; `null` shows none. */
  header?: ReactNode;
};

/**
 * Reads `GET /api/creator/proposals` with the query (filters, search, sort, page) and shows it
 * with `CreatorProposalsListView`; the filters' options come from `GET /api/categories` and
 * `GET /api/brands`. Typing waits for a pause before searching; a filter, sort or search goes
 * back to page 1, and the previous cards stay visible while the next ones load.
 */
export function CreatorProposals({
  query: queryProp,
  onQueryChange,
  pageHref,
  fixedCategoryId,
  header,
  ...links
}: CreatorProposalsProps) {
  const api = useApi();
  const query: CreatorProposalsQuery =
    fixedCategoryId === undefined ? queryProp : { ...queryProp, category_id: fixedCategoryId };

  const committedSearch = query.search;
  const [searchText, setSearchText] = useState(committedSearch);
  // The search changed from outside (e.g. the browser's back button): show it in the box.
  // (Adjusted while rendering, as React recommends, rather than in an effect.)
  const [shownSearch, setShownSearch] = useState(committedSearch);
  if (shownSearch !== committedSearch) {
    setShownSearch(committedSearch);
    setSearchText(committedSearch);
  }

  const commitSearch = (text: string) => {
    if (text !== query.search) onQueryChange({ ...query, search: text, page: 1 });
  };

  useEffect(() => {
    if (searchText === committedSearch) return undefined;
    const timer = setTimeout(() => commitSearch(searchText), CREATOR_PROPOSALS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const search = query.search.trim();
  const result = api.useQuery(
    'get',
    '/api/creator/proposals',
    {
      params: {
        query: {
          ...(query.category_id === undefined ? {} : { category_id: query.category_id }),
          ...(query.platform ? { platform: query.platform } : {}),
          ...(query.content_type ? { content_type: query.content_type } : {}),
          ...(query.brand_id === undefined ? {} : { brand_id: query.brand_id }),
          ...(search ? { search } : {}),
          sort: query.sort,
          page: query.page,
          per_page: CREATOR_PROPOSALS_PER_PAGE,
        },
      },
    },
    { placeholderData: (previous) => previous },
  );

  const categoriesResult = api.useQuery(
    'get',
    '/api/categories',
    {},
    {
      enabled: fixedCategoryId === undefined,
    },
  );
  // Brands with active proposals (`GET /api/brands`); if that call fails, the brands on the
  // cards shown stand in for it, so the filter still works.
  const brandsResult = api.useQuery('get', '/api/brands', {}, { retry: false });
  const pageData = result.data?.data;
  const brands = useMemo<readonly CreatorProposalsFilterOption[] | undefined>(() => {
    if (brandsResult.data) return brandsResult.data.data;
    if (!brandsResult.isError || !pageData) return undefined;
    const seen = new Map<number, string>();
    for (const proposal of pageData) seen.set(proposal.brand.id, proposal.brand.name);
    return [...seen]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [brandsResult.data, brandsResult.isError, pageData]);

  let state: CreatorProposalsListState;
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
    <CreatorProposalsListView
      state={state}
      query={query}
      onQueryChange={onQueryChange}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onSearchSubmit={() => commitSearch(searchText)}
      onClearFilters={() => {
        setSearchText('');
        onQueryChange({
          search: '',
          sort: query.sort,
          page: 1,
          ...(fixedCategoryId === undefined ? {} : { category_id: fixedCategoryId }),
        });
      }}
      categories={categoriesResult.data?.data}
      brands={brands}
      fixedCategory={fixedCategoryId !== undefined}
      header={header}
      pageHref={pageHref}
      {...links}
    />
  );
}
