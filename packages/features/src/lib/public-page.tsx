import { buttonVariants } from '@colla/ui/components/button';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A page of the site that shows one profile (a creator's, a brand's): room under the site's
 * fixed navigation, one column. The app adds `<main>`.
 */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 pt-24 pb-8 sm:px-6 sm:pt-28 sm:pb-12">
      {children}
    </div>
  );
}

/**
 * Such a page when the server found nothing to show: said as the page is rendered (these pages
 * are never hydrated, so they could not find out in the browser), with the way home.
 */
export function PublicPageMissing({
  heading,
  message,
  homeHref,
}: {
  heading: string;
  message: string;
  /** The site's homepage, in the page's language. */
  homeHref: string;
}) {
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-md content-center justify-items-center gap-4 px-4 pt-24 pb-8 text-center">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="text-muted">{message}</p>
      <a href={homeHref} className={buttonVariants({ variant: 'outline' })}>
        <Trans>Go to the homepage</Trans>
      </a>
    </div>
  );
}
