import { listDealsOptions } from '@colla/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import { toViewState } from '../lib/query-state';
import { DEAL_STATUSES } from './deal-status-badge';
import { DealsListView, type DealsListLinks, type DealsViewer } from './deals-list-view';

/** Deals per page. */
export const DEALS_PER_PAGE = 20;

/** A deals list in the URL: a status (else every deal) and the page, `?status=active&page=2`. */
export const dealsSearch = z.object({
  status: listParams.oneOf(['all', ...DEAL_STATUSES], 'all'),
  page: listParams.page(),
});
export type DealsQuery = z.output<typeof dealsSearch>;

export type DealsListProps = DealsListLinks & {
  /** The signed-in side; each deal shows the other one. */
  viewer: DealsViewer;
};

/**
 * Reads `listDeals` (status and page from the URL) and shows it with `DealsListView`. The
 * previous deals stay visible, dimmed, while another filter or page loads.
 */
export function DealsList({ viewer, ...links }: DealsListProps) {
  const list = useListSearch(dealsSearch);
  const { status, page } = list.query;
  const result = useQuery({
    ...listDealsOptions({
      ...(status === 'all' ? {} : { status }),
      page,
      per_page: DEALS_PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <DealsListView
      viewer={viewer}
      state={toViewState(result)}
      statusFilter={status}
      onStatusFilterChange={(next) => list.filter({ status: next })}
      onPageChange={list.onPageChange}
      pageHref={list.pageHref}
      {...links}
    />
  );
}
