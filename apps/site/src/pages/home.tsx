import { APP_STORE_LINKS, HomePage } from '@colla/ui';

export default function HomeRoute() {
  return <HomePage appStoreHref={APP_STORE_LINKS.ios} playStoreHref={APP_STORE_LINKS.android} />;
}
