import { isApiError, listDealsOptions } from '@colla/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import {
  DealsListView,
  type DealsListLinks,
  type DealsListState,
  type DealsQuery,
  type DealsViewer,
} from './deals-list-view';

/** Deals per page. */
export const DEALS_PER_PAGE = 20;

export type DealsListProps = DealsListLinks & {
  /** The signed-in side; each deal shows the other one. */
  viewer: DealsViewer;
  /** The status filter and page, kept by the app (e.g. in the URL). */
  query: DealsQuery;
  /** Told of every change of filter (back to page 1) or page. */
  onQueryChange: (next: DealsQuery) => void;
};

/**
 * Reads `listDeals` (status, page) and shows it with `DealsListView`. The previous deals stay
 * visible, dimmed, while another filter or page loads.
 */
export function DealsList({ viewer, query, onQueryChange, ...links }: DealsListProps) {
  const result = useQuery({
    ...listDealsOptions({
      ...(query.status ? { status: query.status } : {}),
      page: query.page,
      per_page: DEALS_PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });

  let state: DealsListState;
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
    <DealsListView
      viewer={viewer}
      state={state}
      query={query}
      onQueryChange={onQueryChange}
      {...links}
    />
  );
}
