import { APP_STORE_LINKS, HomePage } from '@colla/ui';
import { renderSiteLink } from '../links';

export default function HomeRoute() {
  return (
    <HomePage
      appStoreHref={APP_STORE_LINKS.ios}
      playStoreHref={APP_STORE_LINKS.android}
      renderLink={renderSiteLink}
    />
  );
}
