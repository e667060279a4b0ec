import { BrandProposalScreen } from '@colla/features/brand-proposal';
import { useParams } from 'react-router-dom';
import { brandDealHref, brandEditProposalHref } from './paths';

/** `proposals/{id}`, `proposals/{id}/applications` and `proposals/slug/{secretSlug}`. */
export function Component() {
  const { id, secretSlug } = useParams();
  if (secretSlug) {
    return (
      <BrandProposalScreen
        secretSlug={secretSlug}
        editHref={brandEditProposalHref}
        dealHref={brandDealHref}
      />
    );
  }
  const proposalId = Number(id);
  return (
    <BrandProposalScreen
      key={proposalId}
      proposalId={proposalId}
      editHref={brandEditProposalHref}
      dealHref={brandDealHref}
    />
  );
}
