import { buttonVariants } from '@colla/ui/components/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { PublicPageFrame, PublicPageMissing } from '../lib/public-page';
import {
  BRAND_PAGE_NOT_FOUND_HEADING,
  BRAND_PAGE_NOT_FOUND_MESSAGE,
  BrandPage,
} from './brand-page';
import type { BrandProposalLink } from './brand-words';

export interface PublicBrandPageProps {
  /** The brand's slug, as in `/brands/{slug}`. */
  slug: string;
  /** A proposal's public page, in the page's language. */
  proposalHref: (proposal: BrandProposalLink) => string;
  /** The site's page for creators, in the page's language. */
  creatorsHref: string;
  /** The site's homepage: the way on from a missing page. */
  homeHref: string;
  /** The server found no brand with this slug: the page says so as it is rendered. */
  missing?: boolean;
}

/**
 * A brand's page as a page of the site (`/brands/{slug}`), and the way in for a creator who
 * would like to work with it. The app adds `<main>`.
 */
export function PublicBrandPage({
  slug,
  proposalHref,
  creatorsHref,
  homeHref,
  missing = false,
}: PublicBrandPageProps) {
  const { i18n } = useLingui();
  if (missing) {
    return (
      <PublicPageMissing
        heading={i18n._(BRAND_PAGE_NOT_FOUND_HEADING)}
        message={i18n._(BRAND_PAGE_NOT_FOUND_MESSAGE)}
        homeHref={homeHref}
      />
    );
  }
  return (
    <PublicPageFrame>
      <BrandPage
        slug={slug}
        proposalHref={proposalHref}
        headingLevel={1}
        actions={
          <a href={creatorsHref} className={buttonVariants({ className: 'w-full sm:w-fit' })}>
            <Trans>Create for brands like this on Colla</Trans>
          </a>
        }
      />
    </PublicPageFrame>
  );
}
