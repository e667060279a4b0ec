import { AdminBrandsList } from '@colla/features/admin-brands';
import { ADMIN } from './paths';

/** `brands`: the list reads its search and page from the URL itself. */
export function Component() {
  return (
    <AdminBrandsList
      editHref={(id) => `${ADMIN}/brands/${id}/edit`}
      createHref={`${ADMIN}/brands/create`}
      pageEditHref={(id) => `${ADMIN}/brands/${id}/profile`}
    />
  );
}
