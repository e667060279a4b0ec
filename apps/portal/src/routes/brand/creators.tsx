import { BrandCreators } from '@colla/features/brand-creators';
import { brandCreatorHref, NEW_PROPOSAL } from './paths';

/** `creators`: the search reads its filters and page from the URL, so Back and shared links keep them. */
export function Component() {
  return <BrandCreators profileHref={brandCreatorHref} newProposalHref={NEW_PROPOSAL} />;
}
