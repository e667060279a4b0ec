import { BrandPage } from '@colla/features/brand-page';
import { useParams } from 'react-router-dom';
import { creatorProposalHref } from './paths';

/** `brands/{slug}`: a brand's page, as a creator weighs up working with it. */
export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <BrandPage
      key={slug}
      slug={slug}
      proposalHref={(proposal) => creatorProposalHref(proposal.id)}
    />
  );
}
