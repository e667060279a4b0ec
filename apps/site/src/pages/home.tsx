import { APP_STORE_LINKS } from '@colla/features/site/public-nav';
import { HomePage } from '@colla/features/site/pages';

export default function HomeRoute() {
  return <HomePage appStoreHref={APP_STORE_LINKS.ios} playStoreHref={APP_STORE_LINKS.android} />;
}
