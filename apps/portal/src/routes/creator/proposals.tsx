import { CreatorProposals } from '@colla/features/creator-proposals';
import { categoryHref, creatorProposalHref } from './paths';

/** `proposals`: active proposals with filters, search and sorting, all in the URL. */
export function Component() {
  return <CreatorProposals proposalHref={creatorProposalHref} categoryHref={categoryHref} />;
}
