import { listAdminBrandsOptions, useDeleteBrandMutation } from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import {
  AdminBrandsListView,
  type AdminBrand,
  type AdminBrandsListLinks,
} from './admin-brands-list-view';

/** Brands per page. */
export const ADMIN_BRANDS_PER_PAGE = 20;

/** The list's query in the URL: `?search=forn&page=2`. */
export const adminBrandsSearch = z.object({ search: listParams.text(), page: listParams.page() });
export type AdminBrandsQuery = z.output<typeof adminBrandsSearch>;

export type AdminBrandsListProps = AdminBrandsListLinks;

/** The error a delete dialog shows: the server's own words for a 409 (brand has proposals). */
export function brandDeleteError(error: unknown): Error {
  return new Error(failureMessage(error));
}

/**
 * Reads `listAdminBrands` (search and page from the URL) into `AdminBrandsListView`, and deletes
 * with `deleteBrand` after a confirmation (its declared invalidation refreshes the list).
 */
export function AdminBrandsList(links: AdminBrandsListProps) {
  const { t } = useLingui();
  const list = useListSearch(adminBrandsSearch);
  const [notice, setNotice] = useState<string | null>(null);

  const search = list.query.search.trim();
  const result = useQuery({
    ...listAdminBrandsOptions({
      ...(search ? { search } : {}),
      page: list.query.page,
      per_page: ADMIN_BRANDS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });
  const removal = useDeleteBrandMutation();

  const onDelete = async (brand: AdminBrand) => {
    try {
      await removal.mutateAsync({ id: brand.id });
    } catch (error) {
      throw brandDeleteError(error);
    }
    const brandName = brand.name;
    setNotice(t`${brandName} was deleted.`);
  };

  return (
    <AdminBrandsListView
      state={toViewState(result)}
      search={list.query.search}
      onSearch={(text) => list.filter({ search: text })}
      onPageChange={list.onPageChange}
      pageHref={list.pageHref}
      onDelete={onDelete}
      notice={notice}
      {...links}
    />
  );
}
