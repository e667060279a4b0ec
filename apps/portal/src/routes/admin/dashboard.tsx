import { AdminDashboard } from '@colla/features/admin-home';
import { adminProposalsSearch } from '@colla/features/admin-proposals';
import { adminUsersSearch } from '@colla/features/admin-users';
import { useSession } from '../../session/session-context';
import { listHref } from '../search';
import { ADMIN } from './paths';

export function Component() {
  const { user } = useSession();
  return (
    <AdminDashboard
      firstName={user?.first_name}
      hrefs={{
        users: (type) => listHref(`${ADMIN}/users`, adminUsersSearch, { type }),
        proposals: (status) => listHref(`${ADMIN}/proposals`, adminProposalsSearch, { status }),
      }}
    />
  );
}
