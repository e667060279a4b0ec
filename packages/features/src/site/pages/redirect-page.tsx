import { Spinner } from '@colla/ui/components/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePage } from '../sections/message-page';
import { SiteButtonLink, type SitePageProps } from '../sections/site-link';

export type RedirectPageProps = SitePageProps & {
  /** Where the visitor is being sent; also the manual link's address. */
  target: string;
  /** The destination's name in "Taking you to …". */
  destination?: string;
};

/**
 * The redirect page (/redirect): shown for the moment the app takes to send the visitor on,
 * with a link to follow by hand if nothing happens. The app performs the redirect itself.
 */
export function RedirectPage({ target, destination = 'Colla', className }: RedirectPageProps) {
  const { t } = useLingui();
  return (
    <MessagePage
      slot="redirect-page"
      titleId="redirect-title"
      picture={<Spinner size="xl" label={t`Redirecting`} className="text-primary-600" />}
      title={<Trans>Taking you to {destination}…</Trans>}
      titleClassName="text-balance"
      description={t`This should only take a moment. If nothing happens, use the link below.`}
      className={className}
    >
      {/* External destinations (an app store) never go through the router (see SiteLink). */}
      <SiteButtonLink href={target}>
        <Trans>Continue to {destination}</Trans>
      </SiteButtonLink>
    </MessagePage>
  );
}
