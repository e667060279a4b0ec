import { Spinner } from '@colla/ui/components/spinner';
import { cn } from '@colla/ui/lib/cn';
import { SiteContainer } from '../sections/section';
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
  return (
    <section
      aria-labelledby="redirect-title"
      data-slot="redirect-page"
      className={cn('bg-canvas text-ink', className)}
    >
      <SiteContainer className="grid min-h-[70dvh] content-center justify-items-center gap-6 pt-28 pb-16 text-center">
        <Spinner size="xl" label="Redirecting" className="text-primary-600" />
        <h1
          id="redirect-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Taking you to {destination}…
        </h1>
        <p className="max-w-md text-lg text-pretty text-muted">
          This should only take a moment. If nothing happens, use the link below.
        </p>
        {/* External destinations (an app store) never go through the router (see SiteLink). */}
        <SiteButtonLink href={target}>Continue to {destination}</SiteButtonLink>
      </SiteContainer>
    </section>
  );
}
