import { listBrandProposalsOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toViewState } from '../lib/query-state';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import { PROPOSAL_STATUSES } from '@colla/ui/patterns/status-badge';
import { BrandProposalsListView, type BrandProposalsListLinks } from './brand-proposals-list-view';

/** Proposals per page. */
export const BRAND_PROPOSALS_PER_PAGE = 20;

/** The list's query in the URL: `?status=active&search=vermut&page=2`. */
export const brandProposalsSearch = z.object({
  status: listParams.oneOf(['all', ...PROPOSAL_STATUSES], 'all'),
  search: listParams.text(),
  page: listParams.page(),
});
export type BrandProposalsQuery = z.output<typeof brandProposalsSearch>;

export type BrandProposalsListProps = BrandProposalsListLinks;

/**
 * Reads `listBrandProposals` (status, search and page from the URL) into
 * `BrandProposalsListView`; the previous rows stay visible while the next ones load.
 */
export function BrandProposalsList(links: BrandProposalsListProps) {
  const list = useListSearch(brandProposalsSearch);
  const { status, page } = list.query;
  const search = list.query.search.trim();
  const result = useQuery({
    ...listBrandProposalsOptions({
      ...(status === 'all' ? {} : { status }),
      ...(search ? { search } : {}),
      page,
      per_page: BRAND_PROPOSALS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });

  return (
    <BrandProposalsListView
      state={toViewState(result)}
      statusFilter={status}
      onStatusFilterChange={(next) => list.filter({ status: next })}
      search={list.query.search}
      onSearch={(text) => list.filter({ search: text })}
      onPageChange={list.onPageChange}
      pageHref={list.pageHref}
      onClearFilters={list.clear}
      {...links}
    />
  );
}
