import { buttonVariants } from '@colla/ui/components/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { PublicPageFrame, PublicPageMissing } from '../lib/public-page';
import {
  CreatorProfile,
  CREATOR_PROFILE_NOT_FOUND_HEADING,
  CREATOR_PROFILE_NOT_FOUND_MESSAGE,
} from '../creator-profile';

export interface PublicCreatorPageProps {
  /** The creator's username, as in `/creators/{username}`. */
  username: string;
  /** The site's page for brands, in the page's language. */
  brandsHref: string;
  /** The site's homepage, in the page's language: the way on from a missing profile. */
  homeHref: string;
  /**
   * The server found no public profile (brands-only or unknown): the page says so as it is
   * rendered. The page is never hydrated, so it could not find out in the browser.
   */
  missing?: boolean;
}

/**
 * A public creator profile as a page of the site (`/creators/{username}`): the profile anyone may
 * read (`getPublicCreatorProfile`; a brands-only or unknown profile is not found), and the way in
 * for a business that wants to work with creators like this one. The app adds `<main>`.
 */
export function PublicCreatorPage({
  username,
  brandsHref,
  homeHref,
  missing = false,
}: PublicCreatorPageProps) {
  const { i18n } = useLingui();
  if (missing) {
    return (
      <PublicPageMissing
        heading={i18n._(CREATOR_PROFILE_NOT_FOUND_HEADING)}
        message={i18n._(CREATOR_PROFILE_NOT_FOUND_MESSAGE)}
        homeHref={homeHref}
      />
    );
  }
  return (
    <PublicPageFrame>
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
    </PublicPageFrame>
  );
}
