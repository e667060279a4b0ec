import { BrandProposalScreen } from '@colla/features/brand-proposal';
import { useParams } from 'react-router-dom';
import { brandDealHref, brandEditProposalHref } from './paths';

const links = { editHref: brandEditProposalHref, dealHref: brandDealHref };

/** `proposals/{id}`, `proposals/{id}/applications` and `proposals/slug/{secretSlug}`. */
export function Component() {
  const { id, secretSlug } = useParams();
  if (secretSlug) return <BrandProposalScreen secretSlug={secretSlug} {...links} />;
  return <BrandProposalScreen key={id} proposalId={Number(id)} {...links} />;
}
