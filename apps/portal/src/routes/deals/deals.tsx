import { DealsList } from '@colla/features/deals';
import { dealsPath, proposalsPath, useDealSide } from './side';

/** `deals`: the list reads its status filter and page from the URL, so Back and shared links keep them. */
export function Component() {
  const side = useDealSide();
  return (
    <DealsList
      viewer={side}
      dealHref={(id) => `${dealsPath(side)}/${id}`}
      proposalsHref={proposalsPath(side)}
    />
  );
}
