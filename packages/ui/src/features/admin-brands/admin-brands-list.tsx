import { isApiError, useApi } from '@colla/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/form-failure';
import {
  AdminBrandsListView,
  type AdminBrand,
  type AdminBrandsListLinks,
  type AdminBrandsListState,
} from './admin-brands-list-view';

export const ADMIN_BRANDS_PATH = '/api/admin/brands';
/** How long typing must pause before the search is sent. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** Brands per page. */
export const ADMIN_BRANDS_PER_PAGE = 20;

/** What the list shows; the app keeps it in the URL (`?search=forn&page=2`). */
export interface AdminBrandsQuery {
  search: string;
  page: number;
}

export type AdminBrandsListProps = AdminBrandsListLinks & {
  /** The query from the URL; left out, the list keeps its own. */
  query?: Partial<AdminBrandsQuery>;
  /** Told of every change of search (after the pause in typing) or page. */
  onQueryChange?: (query: AdminBrandsQuery) => void;
  /** Gives every page a URL, so pages are real links. */
  pageHref?: (page: number) => string;
};

/** The error a delete dialog shows: the server's own words for a 409 (brand has proposals). */
export function brandDeleteError(error: unknown): Error {
  return new Error(failureMessage(error));
}

/**
 * Reads `GET /api/admin/brands` (search, page) into `AdminBrandsListView`, and deletes with
 * `DELETE /api/admin/brands/{id}` after a confirmation.
 */
export function AdminBrandsList({
  query: queryProp,
  onQueryChange,
  pageHref,
  ...links
}: AdminBrandsListProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [ownQuery, setOwnQuery] = useState<AdminBrandsQuery>({
    search: queryProp?.search ?? '',
    page: queryProp?.page ?? 1,
  });
  const query: AdminBrandsQuery = {
    search: queryProp?.search ?? ownQuery.search,
    page: queryProp?.page ?? ownQuery.page,
  };
  const [searchText, setSearchText] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setSearchText(query.search);
  }
  const [notice, setNotice] = useState<string | null>(null);

  const change = (next: Partial<AdminBrandsQuery>) => {
    const updated = { ...query, ...next };
    setOwnQuery(updated);
    onQueryChange?.(updated);
  };
  const commitSearch = (text: string) => {
    if (text !== query.search) change({ search: text, page: 1 });
  };

  useEffect(() => {
    if (searchText === query.search) return undefined;
    const timer = setTimeout(() => commitSearch(searchText), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const search = query.search.trim();
  const result = api.useQuery(
    'get',
    ADMIN_BRANDS_PATH,
    {
      params: {
        query: {
          ...(search ? { search } : {}),
          page: query.page,
          per_page: ADMIN_BRANDS_PER_PAGE,
        },
      },
    },
    { placeholderData: (previous) => previous },
  );
  const removal = api.useMutation('delete', '/api/admin/brands/{id}');

  const onDelete = async (brand: AdminBrand) => {
    try {
      await removal.mutateAsync({ params: { path: { id: brand.id } } });
    } catch (error) {
      throw brandDeleteError(error);
    }
    setNotice(`${brand.name} was deleted.`);
    await queryClient.invalidateQueries({ queryKey: ['get', ADMIN_BRANDS_PATH] });
  };

  let state: AdminBrandsListState;
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
    <AdminBrandsListView
      state={state}
      searchText={searchText}
      onSearchTextChange={setSearchText}
      onSearchSubmit={() => commitSearch(searchText)}
      onClearSearch={() => {
        setSearchText('');
        change({ search: '', page: 1 });
      }}
      onPageChange={(page) => change({ page })}
      pageHref={pageHref}
      onDelete={onDelete}
      notice={notice}
      {...links}
    />
  );
}
