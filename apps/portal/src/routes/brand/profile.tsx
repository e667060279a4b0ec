import { BrandProfileScreen } from '@colla/features/brand-profile';
import { brandPageHref } from '../site-links';

/** `profile`: the brand's page as creators see it, edited (`?brand=` picks one of several). */
export function Component() {
  return <BrandProfileScreen publicPageHref={brandPageHref} />;
}
