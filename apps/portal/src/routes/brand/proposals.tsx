import { BrandProposalsList } from '@colla/features/brand-home';
import { brandProposalHref, NEW_PROPOSAL } from './paths';

/** The list reads its filter, search and page from the URL, so Back and shared links keep them. */
export function Component() {
  return <BrandProposalsList proposalHref={brandProposalHref} newProposalHref={NEW_PROPOSAL} />;
}
