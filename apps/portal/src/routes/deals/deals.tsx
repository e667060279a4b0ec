import { DealsList } from '@colla/features/deals';
import { useSearchState } from '@colla/ui/lib/search-state';
import { wholeQuery } from '../search';
import { dealsSearch } from './search';
import { dealsPath, proposalsPath, useDealSide } from './side';

/** `deals`: the status filter and page live in the URL, so Back and shared links keep them. */
export function Component() {
  const side = useDealSide();
  const { value, set } = useSearchState(dealsSearch);
  return (
    <DealsList
      viewer={side}
      query={value}
      onQueryChange={(next) => set(wholeQuery(dealsSearch, next))}
      dealHref={(id) => `${dealsPath(side)}/${id}`}
      proposalsHref={proposalsPath(side)}
    />
  );
}
