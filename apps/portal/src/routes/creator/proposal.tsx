import { CreatorProposalScreen } from '@colla/features/creator-proposals';
import { byIdParam } from '../route-objects';
import { CREATOR, creatorBrandHref, creatorDealHref, PROPOSALS } from './paths';

/** `proposals/{id}`: everything to decide, and Apply. */
export const Component = byIdParam(({ id }) => (
  <CreatorProposalScreen
    proposalId={id}
    proposalsHref={PROPOSALS}
    dealHref={creatorDealHref}
    profileHref={`${CREATOR}/settings`}
    brandHref={creatorBrandHref}
  />
));
