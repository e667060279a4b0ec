import { CategoryScreen } from '@colla/features/creator-proposals';
import { useParams } from 'react-router-dom';
import { categoryHref, creatorProposalHref, PROPOSALS } from './paths';

/** `categories/{id}`: a category's active proposals (the same query in the URL). */
export function Component() {
  const { id } = useParams();
  const categoryId = Number(id);
  return (
    <CategoryScreen
      key={categoryId}
      categoryId={categoryId}
      proposalsHref={PROPOSALS}
      proposalHref={creatorProposalHref}
      categoryHref={categoryHref}
    />
  );
}
