import { APP_STORE_LINKS } from '@colla/features/site/public-nav';
import { HomePage, showcaseProposal } from '@colla/features/site/pages';
import type { PageProps } from '../pages';

/**
 * The homepage. Prerendered at build time without a showcase; the API server renders it per
 * request (or from its short cache) with the active proposals (`snapshot`).
 */
export default function HomeRoute({ snapshot }: PageProps) {
  const showcase =
    snapshot?.status === 'showcase' ? snapshot.proposals.map(showcaseProposal) : undefined;
  return (
    <HomePage
      appStoreHref={APP_STORE_LINKS.ios}
      playStoreHref={APP_STORE_LINKS.android}
      showcase={showcase}
    />
  );
}
