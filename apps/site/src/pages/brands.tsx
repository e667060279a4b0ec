import { BrandsPage } from '@colla/features/site/pages';

export default function BrandsRoute() {
  return <BrandsPage />;
}
