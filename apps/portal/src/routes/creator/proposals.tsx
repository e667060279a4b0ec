import { CreatorProposals } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { wholeQuery } from '../search';
import { categoryHref, creatorProposalHref } from './paths';
import { creatorProposalsSearch } from './search';

/** `proposals`: active proposals with filters, search and sorting, all in the URL. */
export function Component() {
  const { value, set, href } = useSearchState(creatorProposalsSearch);
  return (
    <CreatorProposals
      query={value}
      onQueryChange={(next) => set(wholeQuery(creatorProposalsSearch, next))}
      pageHref={(page) => href({ page })}
      proposalHref={creatorProposalHref}
      categoryHref={categoryHref}
    />
  );
}
