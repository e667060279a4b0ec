import {
  listBrandCreatorsOptions,
  listBrandProposalsOptions,
  listCategoriesOptions,
  useInviteCreatorToProposalMutation,
} from '@colla/api-client';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListSearch } from '@colla/ui/patterns/list-screen';
import { failureMessage } from '../lib/form-failure';
import { toViewState } from '../lib/query-state';
import { brandCreatorsSearch, type BrandCreatorsQuery } from './brand-creators-search';
import { BrandCreatorsView, type BrandCreatorsLinks } from './brand-creators-view';

/** Creators per page. */
export const BRAND_CREATORS_PER_PAGE = 20;

export type BrandCreatorsProps = BrandCreatorsLinks;

/**
 * Every filter and the search cleared (the sort stays). Optional filters are written as undefined
 * to remove them from the URL: a parsed empty query has no such keys and would keep them.
 */
const NO_FILTERS = {
  search: '',
  category_id: undefined,
  district: undefined,
  barri: undefined,
  platform: undefined,
  min_followers: undefined,
  max_followers: undefined,
  language: undefined,
} satisfies Partial<BrandCreatorsQuery>;

/** The request's parameters: the query without its empty filters. */
function requestOf(query: BrandCreatorsQuery) {
  const search = query.search.trim();
  const { category_id, district, barri, platform, min_followers, max_followers, language } = query;
  return {
    ...(search ? { search } : {}),
    ...(category_id === undefined ? {} : { category_id }),
    ...(district ? { district } : {}),
    ...(barri ? { barri } : {}),
    ...(platform ? { platform } : {}),
    ...(min_followers === undefined ? {} : { min_followers }),
    ...(max_followers === undefined ? {} : { max_followers }),
    ...(language ? { language } : {}),
    sort: query.sort,
    page: query.page,
    per_page: BRAND_CREATORS_PER_PAGE,
  };
}

/**
 * Reads `listBrandCreators` with the query in the URL (`brandCreatorsSearch`), the categories for
 * the filter and the brand's active proposals for the invite dialog; invites with
 * `inviteCreatorToProposal` (its invalidation refreshes the cards).
 */
export function BrandCreators(links: BrandCreatorsProps) {
  const { t } = useLingui();
  const list = useListSearch(brandCreatorsSearch);
  const [notice, setNotice] = useState<string | null>(null);
  const result = useQuery({
    ...listBrandCreatorsOptions(requestOf(list.query)),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(listCategoriesOptions());
  const proposals = useQuery(listBrandProposalsOptions({ status: 'active', per_page: 100 }));
  const invite = useInviteCreatorToProposalMutation();

  return (
    <BrandCreatorsView
      state={toViewState(result)}
      query={list.query}
      onFilter={(patch) => list.filter(patch)}
      onClear={() => list.filter(NO_FILTERS)}
      onPageChange={list.onPageChange}
      pageHref={list.pageHref}
      categories={categories.data?.data}
      proposals={proposals.data?.data.map(({ id, name }) => ({ id, name }))}
      notice={notice}
      onInvite={async (creator, proposalId, message) => {
        try {
          await invite.mutateAsync({
            id: proposalId,
            body: { username: creator.username, message: message.trim() || null },
          });
        } catch (error) {
          throw new Error(failureMessage(error));
        }
        const name = creator.name;
        setNotice(t`Invitation sent to ${name}.`);
      }}
      {...links}
    />
  );
}
