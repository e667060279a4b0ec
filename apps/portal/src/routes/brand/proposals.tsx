import { BrandProposalsList } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { brandProposalHref, NEW_PROPOSAL } from './paths';
import { brandProposalsSearch } from './search';

/** The list's filter, search and page live in the URL, so Back and shared links keep them. */
export function Component() {
  const { value, set } = useSearchState(brandProposalsSearch);
  return (
    <BrandProposalsList
      status={value.status}
      search={value.search}
      page={value.page}
      onQueryChange={set}
      proposalHref={brandProposalHref}
      newProposalHref={NEW_PROPOSAL}
    />
  );
}
