import { CategoryList } from '@colla/ui/patterns/category-list';
import { BrandCard } from '../brand-page/brand-card';
import type { components } from '@colla/api-client';
import { Button } from '@colla/ui/components/button';
import { Spinner } from '@colla/ui/components/spinner';
import { ProposalImage, ProposalTextSection } from '../lib/proposal-detail';
import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_TYPE_LABELS,
  PLATFORM_LABELS,
  proposalDateRange,
  usageRightsSentence,
} from '../lib/proposal-settings';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export type PublicProposal = components['schemas']['PublicProposal'];

export const PROPOSAL_NOT_FOUND_MESSAGE = msg`The proposal you're looking for doesn't exist or has been removed.`;

/** The message of a proposal that could not be read (the page's error state). */
export const PROPOSAL_LOAD_FAILED_MESSAGE = msg`Something went wrong on our side. Please try again in a moment.`;

export type PublicProposalState =
  | { status: 'loading' }
  | { status: 'success'; proposal: PublicProposal }
  | { status: 'not-found' }
  | { status: 'error'; message: string; onRetry: () => void };

export interface PublicProposalLinks {
  /** Where "Login" goes: the portal's sign-in. */
  loginHref: string;
  /** Where "Login to Apply" goes: sign-in, then this proposal in the creator area. */
  applyHref: string;
  /** The homepage, offered when the proposal is missing. */
  homeHref: string;
  /** The brand's page on the site, by its slug (`/brands/{slug}` in the page's language). */
  brandHref: (slug: string) => string;
}

export type PublicProposalViewProps = PublicProposalLinks & { state: PublicProposalState };

function ProposalDetails({
  proposal,
  loginHref,
  applyHref,
  brandHref,
}: { proposal: PublicProposal } & Omit<PublicProposalLinks, 'homeHref'>) {
  const { t, i18n } = useLingui();
  const dates = proposalDateRange(proposal.start_date, proposal.end_date);
  const { settings } = proposal;
  return (
    <article className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start md:gap-x-10">
      <div className="grid gap-6">
        {proposal.image ? <ProposalImage src={proposal.image} name={proposal.name} first /> : null}
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            {/* Who sees what: the public status is only ever Active or Inactive. */}
            <StatusBadge status={proposal.status} />
            <p className="text-sm font-medium text-muted">{proposal.brand.name}</p>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {proposal.name}
          </h1>
          <CategoryList categories={proposal.categories} />
          <BrandCard card={proposal.brand_card} href={brandHref(proposal.brand_card.slug)} />
        </header>
      </div>

      {/* On phones the facts and the apply buttons come right after the title. */}
      <aside className="grid gap-5 rounded-2xl border border-line bg-surface p-5 md:sticky md:top-24 md:col-start-2 md:row-span-2 md:row-start-1">
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted">
              <Trans>Brand</Trans>
            </dt>
            <dd className="font-medium">{proposal.brand.name}</dd>
          </div>
          {dates && (
            <div className="grid gap-0.5">
              <dt className="text-muted">
                <Trans>Dates</Trans>
              </dt>
              <dd className="font-medium">{dates}</dd>
            </div>
          )}
          <div className="grid gap-0.5">
            <dt className="text-muted">
              <Trans>Platform</Trans>
            </dt>
            <dd className="font-medium">{i18n._(PLATFORM_LABELS[settings.platform])}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted">
              <Trans>Content</Trans>
            </dt>
            <dd className="font-medium">{i18n._(CONTENT_TYPE_LABELS[settings.content_type])}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted">
              <Trans>Content language</Trans>
            </dt>
            <dd className="font-medium">
              {i18n._(CONTENT_LANGUAGE_LABELS[settings.content_language])}
            </dd>
          </div>
          {settings.deliverables && (
            <div className="grid gap-0.5">
              <dt className="text-muted">
                <Trans>Deliverables</Trans>
              </dt>
              <dd className="font-medium">{settings.deliverables}</dd>
            </div>
          )}
          {settings.compensation_type && (
            <div className="grid gap-0.5">
              <dt className="text-muted">
                <Trans>In exchange</Trans>
              </dt>
              <dd className="font-medium">{settings.compensation_type}</dd>
            </div>
          )}
          <div className="grid gap-0.5">
            <dt className="text-muted">
              <Trans>Usage rights</Trans>
            </dt>
            <dd className="font-medium">{usageRightsSentence(proposal.usage_rights)}</dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <Button asChild size="lg">
            <a href={applyHref}>
              <Trans>Login to Apply</Trans>
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={loginHref}>
              <Trans>Login</Trans>
            </a>
          </Button>
        </div>
      </aside>

      <div className="grid gap-6 md:col-start-1 md:row-start-2">
        <ProposalTextSection title={t`About this collaboration`} text={proposal.description} />
        <ProposalTextSection title={t`Requirements`} text={proposal.requirements} />
      </div>
    </article>
  );
}

/**
 * The public proposal page body (`/proposals/{slug}`), for every data state; the app adds `<main>`
 * and the fixed navigation it leaves room for.
 */
export function PublicProposalView({
  state,
  loginHref,
  applyHref,
  homeHref,
  brandHref,
}: PublicProposalViewProps) {
  const { i18n } = useLingui();
  return (
    <div
      data-slot="public-proposal"
      className="mx-auto w-full max-w-5xl px-4 pt-24 pb-8 sm:px-6 sm:pt-28 sm:pb-12"
    >
      {state.status === 'loading' && (
        <div
          role="status"
          className="flex min-h-[60vh] items-center justify-center gap-3 text-muted"
        >
          <Spinner className="size-6" />
          <span>
            <Trans>Loading proposal…</Trans>
          </span>
        </div>
      )}
      {state.status === 'success' && (
        <ProposalDetails
          proposal={state.proposal}
          loginHref={loginHref}
          applyHref={applyHref}
          brandHref={brandHref}
        />
      )}
      {state.status === 'not-found' && (
        <div className="mx-auto grid min-h-[60vh] max-w-md content-center justify-items-center gap-4 text-center">
          <h1 className="text-2xl font-bold">
            <Trans>Proposal not found</Trans>
          </h1>
          <p className="text-muted">{i18n._(PROPOSAL_NOT_FOUND_MESSAGE)}</p>
          <Button asChild variant="outline">
            <a href={homeHref}>
              <Trans>Go to the homepage</Trans>
            </a>
          </Button>
        </div>
      )}
      {state.status === 'error' && (
        <div
          role="alert"
          className="mx-auto grid min-h-[60vh] max-w-md content-center justify-items-center gap-4 text-center"
        >
          <h1 className="text-2xl font-bold">
            <Trans>We couldn’t load this proposal</Trans>
          </h1>
          <p className="text-muted">{state.message}</p>
          <Button onClick={state.onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
