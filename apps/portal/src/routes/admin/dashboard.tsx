import { AdminDashboard } from '@colla/ui';
import { useSession } from '../../session/session-context';
import { listHref } from '../search';
import { ADMIN } from './paths';
import { proposalsSearch, usersSearch } from './search';

export function Component() {
  const { user } = useSession();
  return (
    <AdminDashboard
      firstName={user?.first_name}
      hrefs={{
        users: (type) => listHref(`${ADMIN}/users`, usersSearch, { type }),
        proposals: (status) => listHref(`${ADMIN}/proposals`, proposalsSearch, { status }),
      }}
    />
  );
}
