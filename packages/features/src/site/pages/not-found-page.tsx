import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinOff } from 'lucide-react';
import { MessagePage } from '../sections/message-page';
import { SiteButtonLink, type SitePageProps } from '../sections/site-link';

/**
 * The answer to a Catalan or Spanish path the site does not have (`/ca/nothing`, a 404): what
 * happened, in that language, and the way home (in the same language).
 */
export function NotFoundPage({ className }: SitePageProps) {
  const { t } = useLingui();
  return (
    <MessagePage
      slot="not-found-page"
      titleId="not-found-title"
      picture={<MapPinOff aria-hidden="true" className="size-12 text-primary-600" />}
      title={<Trans>Page not found</Trans>}
      description={t`The page you're looking for doesn't exist or has moved.`}
      className={className}
    >
      <SiteButtonLink href="/home" variant="outline">
        <Trans>Go to the homepage</Trans>
      </SiteButtonLink>
    </MessagePage>
  );
}
