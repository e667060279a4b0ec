import { CategoryScreen } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { useParams } from 'react-router-dom';
import { wholeQuery } from '../search';
import { categoryHref, creatorProposalHref, PROPOSALS } from './paths';
import { creatorProposalsSearch } from './search';

/** `categories/{id}`: a category's active proposals (the same query in the URL). */
export function Component() {
  const { id } = useParams();
  const categoryId = Number(id);
  const { value, set, href } = useSearchState(creatorProposalsSearch);
  return (
    <CategoryScreen
      key={categoryId}
      categoryId={categoryId}
      query={value}
      onQueryChange={(next) => set(wholeQuery(creatorProposalsSearch, next))}
      pageHref={(page) => href({ page })}
      proposalsHref={PROPOSALS}
      proposalHref={creatorProposalHref}
      categoryHref={categoryHref}
    />
  );
}
