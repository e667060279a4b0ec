import { AdminUsersList } from '@colla/features/admin-users';
import { adminUserHref } from './paths';

/** `users`: the list reads its search, type, status and page from the URL itself. */
export function Component() {
  return <AdminUsersList userHref={adminUserHref} />;
}
