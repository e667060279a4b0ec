import {
  listBrandOptionsOptions,
  listCategoriesOptions,
  listCreatorProposalsOptions,
} from '@colla/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { useSearchState } from '@colla/ui/lib/search-state';
import { toViewState } from '../lib/query-state';
import { listParams } from '@colla/ui/patterns/list-screen';
import {
  CREATOR_PROPOSALS_SORTS,
  CreatorProposalsListView,
  EMPTY_CREATOR_PROPOSALS_QUERY,
  type CreatorProposalsFilterOption,
  type CreatorProposalsLinks,
  type CreatorProposalsQuery,
} from './creator-proposals-list-view';

/** Proposals per page. */
export const CREATOR_PROPOSALS_PER_PAGE = 20;

/** An id filter in the URL: a whole number from 1, else none. */
const idFilter = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * The list's query in the URL (the proposals and a category's page): anything unknown is left
 * out, and defaults are not written, so shared links stay short.
 */
export const creatorProposalsSearch = z.object({
  category_id: idFilter,
  platform: z.enum(['instagram', 'tiktok']).optional().catch(undefined),
  content_type: z.enum(['video', 'pictures']).optional().catch(undefined),
  content_language: z.enum(['ca', 'es', 'en']).optional().catch(undefined),
  brand_id: idFilter,
  search: listParams.text(),
  sort: listParams.oneOf(CREATOR_PROPOSALS_SORTS, EMPTY_CREATOR_PROPOSALS_QUERY.sort),
  page: listParams.page(),
});

/** Every optional filter unset: a new query replaces the whole one in the URL. */
const NO_FILTERS = {
  category_id: undefined,
  platform: undefined,
  content_type: undefined,
  content_language: undefined,
  brand_id: undefined,
} satisfies Partial<CreatorProposalsQuery>;

export type CreatorProposalsProps = CreatorProposalsLinks & {
  /** A category's page: always this category, and no category filter. */
  fixedCategoryId?: number;
  /** Replaces the page header; `null` shows none. */
  header?: ReactNode;
};

/**
 * Reads `listCreatorProposals` with the query in the URL (`creatorProposalsSearch`: filters,
 * search, sort, page) and shows it with `CreatorProposalsListView`; the filters' options come
 * from `listCategories` and `listBrandOptions`. A filter, sort or search goes back to page 1, and
 * the previous cards stay visible while the next ones load.
 */
export function CreatorProposals({ fixedCategoryId, header, ...links }: CreatorProposalsProps) {
  const url = useSearchState(creatorProposalsSearch);
  const query: CreatorProposalsQuery =
    fixedCategoryId === undefined ? url.value : { ...url.value, category_id: fixedCategoryId };
  const onQueryChange = (next: CreatorProposalsQuery) => url.set({ ...NO_FILTERS, ...next });

  const search = query.search.trim();
  const result = useQuery({
    ...listCreatorProposalsOptions({
      ...(query.category_id === undefined ? {} : { category_id: query.category_id }),
      ...(query.platform ? { platform: query.platform } : {}),
      ...(query.content_type ? { content_type: query.content_type } : {}),
      ...(query.content_language ? { content_language: query.content_language } : {}),
      ...(query.brand_id === undefined ? {} : { brand_id: query.brand_id }),
      ...(search ? { search } : {}),
      sort: query.sort,
      page: query.page,
      per_page: CREATOR_PROPOSALS_PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });

  const categoriesResult = useQuery({
    ...listCategoriesOptions(),
    enabled: fixedCategoryId === undefined,
  });
  // Brands with active proposals (`listBrandOptions`); if that call fails, the brands on the
  // cards shown stand in for it, so the filter still works.
  const brandsResult = useQuery({ ...listBrandOptionsOptions(), retry: false });
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

  return (
    <CreatorProposalsListView
      state={toViewState(result)}
      query={query}
      onQueryChange={onQueryChange}
      onClearFilters={() =>
        onQueryChange({
          search: '',
          sort: query.sort,
          page: 1,
          ...(fixedCategoryId === undefined ? {} : { category_id: fixedCategoryId }),
        })
      }
      categories={categoriesResult.data?.data}
      brands={brands}
      fixedCategory={fixedCategoryId !== undefined}
      header={header}
      pageHref={(page) => url.href({ page })}
      {...links}
    />
  );
}
