import { CreatorProposalScreen } from '@colla/features/creator-proposals';
import { useParams } from 'react-router-dom';
import { CREATOR, creatorDealHref, PROPOSALS } from './paths';

/** `proposals/{id}`: everything to decide, and Apply. */
export function Component() {
  const { id } = useParams();
  const proposalId = Number(id);
  return (
    <CreatorProposalScreen
      key={proposalId}
      proposalId={proposalId}
      proposalsHref={PROPOSALS}
      dealHref={creatorDealHref}
      profileHref={`${CREATOR}/settings`}
    />
  );
}
