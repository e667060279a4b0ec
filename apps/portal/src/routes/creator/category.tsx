import { CategoryScreen } from '@colla/features/creator-proposals';
import { byIdParam } from '../route-objects';
import { categoryHref, creatorProposalHref, PROPOSALS } from './paths';

/** `categories/{id}`: a category's active proposals (the same query in the URL). */
export const Component = byIdParam(({ id }) => (
  <CategoryScreen
    categoryId={id}
    proposalsHref={PROPOSALS}
    proposalHref={creatorProposalHref}
    categoryHref={categoryHref}
  />
));
