import { getPublicBrandPageOptions } from '@colla/api-client';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toViewState } from '../lib/query-state';
import type { BrandProposalLink } from './brand-words';
import { ViewStateBody } from '../lib/view-state-body';
import { BrandPageSkeleton, BrandPageView } from './brand-page-view';

export const BRAND_PAGE_LOADING = msg`Loading the brand’s page…`;
export const BRAND_PAGE_ERROR_HEADING = msg`We couldn’t load this brand’s page`;
export const BRAND_PAGE_NOT_FOUND_HEADING = msg`Brand not found`;
export const BRAND_PAGE_NOT_FOUND_MESSAGE = msg`This brand’s page doesn’t exist or has moved.`;

export interface BrandPageProps {
  /** The brand's slug, as in `/brands/{slug}`. */
  slug: string;
  /** A proposal's page, by its slug. */
  proposalHref: (proposal: BrandProposalLink) => string;
  headingLevel?: 1 | 2;
  actions?: ReactNode;
}

/**
 * Reads a brand's page (`getPublicBrandPage`: every brand's is public) and shows it with
 * `BrandPageView`: loading, the page, not found (an unknown slug) or an error with Try Again.
 */
export function BrandPage({ slug, proposalHref, headingLevel, actions }: BrandPageProps) {
  const { i18n } = useLingui();
  const result = useQuery(getPublicBrandPageOptions({ slug }));
  return (
    <ViewStateBody
      state={toViewState(result, { notFound: true })}
      loadingLabel={i18n._(BRAND_PAGE_LOADING)}
      skeleton={<BrandPageSkeleton />}
      forbiddenMessage={i18n._(BRAND_PAGE_NOT_FOUND_MESSAGE)}
      errorHeading={i18n._(BRAND_PAGE_ERROR_HEADING)}
      notFound={{
        heading: i18n._(BRAND_PAGE_NOT_FOUND_HEADING),
        message: i18n._(BRAND_PAGE_NOT_FOUND_MESSAGE),
      }}
    >
      {(page) => (
        <BrandPageView
          page={page}
          proposalHref={proposalHref}
          headingLevel={headingLevel}
          actions={actions}
        />
      )}
    </ViewStateBody>
  );
}
