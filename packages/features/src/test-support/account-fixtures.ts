import type { components } from '@colla/api-client';
import type { DebugAuthValues } from '../account-access/debug-auth';

/*
 * People and stored sessions the account screens' stories and tests share.
 */

/** Marta Soler, an admin: who the settings screen edits and who acts as another user. */
export const ADMIN_MARTA: components['schemas']['User'] = {
  id: 1,
  type: 'admin',
  first_name: 'Marta',
  last_name: 'Soler',
  name: 'Marta Soler',
  email: 'marta.soler@example.com',
  avatar_path: null,
  locale: 'en',
};

/** Nothing stored in either web storage: a signed-out browser. */
export const SIGNED_OUT_DEBUG_AUTH: DebugAuthValues = {
  localToken: null,
  sessionToken: null,
  authUser: null,
  userType: null,
  isImpersonating: null,
  originalUser: null,
};
