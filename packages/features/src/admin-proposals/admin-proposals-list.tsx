import { listAdminProposalsOptions, listBrandOptionsOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { filteredListProps } from '../lib/admin-filtered-list';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import {
  ADMIN_PROPOSALS_STATUS_FILTERS,
  AdminProposalsListView,
  type AdminProposalsListLinks,
} from './admin-proposals-list-view';

/** Proposals per page. */
export const ADMIN_PROPOSALS_PER_PAGE = 20;

/** The list's query in the URL: `?status=active&brand_id=1&search=vermut&page=2`. */
export const adminProposalsSearch = z.object({
  status: listParams.oneOf(ADMIN_PROPOSALS_STATUS_FILTERS, 'all'),
  brand_id: listParams.id(),
  search: listParams.text(),
  page: listParams.page(),
});

export type AdminProposalsListProps = AdminProposalsListLinks;

/**
 * Reads `listAdminProposals` (status, brand_id, search and page from the URL) and the brands
 * for the filter (`listBrandOptions`), and shows them with `AdminProposalsListView`. A new
 * filter goes back to page 1; the previous rows stay while the next load.
 */
export function AdminProposalsList(links: AdminProposalsListProps) {
  const list = useListSearch(adminProposalsSearch);
  const { query } = list;

  const search = query.search.trim();
  const result = useQuery({
    ...listAdminProposalsOptions({
      ...(query.status === 'all' ? {} : { status: query.status }),
      ...(query.brand_id === null ? {} : { brand_id: query.brand_id }),
      ...(search ? { search } : {}),
      page: query.page,
      per_page: ADMIN_PROPOSALS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });
  const brands = useQuery({ ...listBrandOptionsOptions(), retry: false });

  return (
    <AdminProposalsListView
      {...filteredListProps(list, result)}
      brands={brands.data?.data}
      {...links}
    />
  );
}
