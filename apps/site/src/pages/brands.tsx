import { BrandsPage } from '@colla/ui';

export default function BrandsRoute() {
  return <BrandsPage />;
}
