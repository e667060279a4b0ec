import { AdminBrandRequests } from '@colla/features/admin-brand-requests';
import { ADMIN } from './paths';

/** `brand-requests`: the list reads its status and page from the URL itself. */
export function Component() {
  return <AdminBrandRequests requestHref={(id) => `${ADMIN}/brand-requests/${id}`} />;
}
