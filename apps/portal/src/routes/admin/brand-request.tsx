import { AdminBrandRequest } from '@colla/features/admin-brand-requests';
import { byIdParam } from '../route-objects';
import { ADMIN } from './paths';

/** `brand-requests/{id}`: one business's request, approved or declined here. */
export const Component = byIdParam(function AdminBrandRequestRoute({ id }) {
  return (
    <AdminBrandRequest
      requestId={id}
      listHref={`${ADMIN}/brand-requests`}
      brandHref={(brandId) => `${ADMIN}/brands/${brandId}/edit`}
    />
  );
});
