import { AdminCategories } from '@colla/features/admin-categories';

export function Component() {
  return <AdminCategories />;
}
