import { CreatorDashboard } from '@colla/features/creator-home';
import { useSession } from '../../session/session-context';
import { CREATOR, creatorDealHref, creatorProposalHref, PROPOSALS } from './paths';

export function Component() {
  const { user } = useSession();
  return (
    <CreatorDashboard
      firstName={user?.first_name}
      proposalsHref={PROPOSALS}
      chatHref={`${CREATOR}/chat`}
      settingsHref={`${CREATOR}/settings`}
      dealHref={creatorDealHref}
      proposalHref={creatorProposalHref}
    />
  );
}
