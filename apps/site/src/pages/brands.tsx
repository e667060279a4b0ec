import { BrandsPage } from '@colla/ui';
import { renderSiteLink } from '../links';

export default function BrandsRoute() {
  return <BrandsPage renderLink={renderSiteLink} />;
}
