import { CreatorDashboard } from '@colla/ui';
import { renderPortalLink } from '../shells';
import { useSession } from '../session/session-context';

const base = '/app/creator';

export function CreatorDashboardRoute() {
  const { user } = useSession();
  return (
    <CreatorDashboard
      firstName={user?.first_name}
      proposalsHref={`${base}/proposals`}
      chatHref={`${base}/chat`}
      settingsHref={`${base}/settings`}
      dealHref={(id) => `${base}/deals/${id}`}
      proposalHref={(id) => `${base}/proposals/${id}`}
      renderLink={renderPortalLink}
    />
  );
}
