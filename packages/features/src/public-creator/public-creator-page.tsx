import { buttonVariants } from '@colla/ui/components/button';
import { Trans } from '@lingui/react/macro';
import { CreatorProfile } from '../creator-profile';

export interface PublicCreatorPageProps {
  /** The creator's username, as in `/creators/{username}`. */
  username: string;
  /** The site's page for brands, in the page's language. */
  brandsHref: string;
}

/**
 * A public creator profile as a page of the site (`/creators/{username}`): the profile anyone may
 * read (`getPublicCreatorProfile`; a brands-only or unknown profile is not found), and the way in
 * for a business that wants to work with creators like this one. The app adds `<main>`.
 */
export function PublicCreatorPage({ username, brandsHref }: PublicCreatorPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 pt-24 pb-8 sm:px-6 sm:pt-28 sm:pb-12">
      <CreatorProfile
        username={username}
        audience="public"
        headingLevel={1}
        actions={
          <a href={brandsHref} className={buttonVariants({ className: 'w-full sm:w-fit' })}>
            <Trans>Work with creators like this on Colla</Trans>
          </a>
        }
      />
    </div>
  );
}
