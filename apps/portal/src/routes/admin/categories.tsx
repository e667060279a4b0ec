import { AdminCategories } from '@colla/ui';

export function Component() {
  return <AdminCategories />;
}
