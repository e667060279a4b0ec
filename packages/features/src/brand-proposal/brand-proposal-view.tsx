import { i18n as activeI18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryList } from '@colla/ui/patterns/category-list';
import type { components } from '@colla/api-client';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@colla/ui/components/button';
import { ErrorState } from '@colla/ui/components/error-state';
import { Skeleton } from '@colla/ui/components/skeleton';
import { formatLongDate, formatNumber } from '@colla/ui/lib/format';
import { AppLink } from '@colla/ui/lib/link';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { ProposalImage, ProposalTextSection } from '../lib/proposal-detail';
import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_TYPE_LABELS,
  PLATFORM_LABELS,
  proposalDateRange,
} from '../lib/proposal-settings';

export type BrandProposal = components['schemas']['Proposal'];
type Settings = BrandProposal['settings'];

export const BRAND_PROPOSAL_NOT_FOUND_MESSAGE: MessageDescriptor = msg`The proposal you're looking for doesn't exist or has been removed.`;
export const BRAND_PROPOSAL_FORBIDDEN_MESSAGE: MessageDescriptor = msg`You don't have access to this proposal.`;
export const BRAND_PROPOSAL_ERROR_MESSAGE: MessageDescriptor = msg`Failed to load proposal`;

export type BrandProposalState =
  | { status: 'loading' }
  | { status: 'success'; proposal: BrandProposal }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void };

export interface BrandProposalViewProps {
  state: BrandProposalState;
  /** Where "Edit proposal" goes. */
  editHref: string;
  /** The applications to review, shown under the proposal once it has loaded. */
  applications?: ReactNode;
  /** Publishing: its public page, link and Unpublish (active), shown under the title. */
  publishing?: ReactNode;
}

const GENDER_LABELS: Record<Settings['gender'], MessageDescriptor> = {
  any: msg`Any`,
  man: msg`Men`,
  woman: msg`Women`,
  both: msg`Men and women`,
};

/** The functions below run while rendering, so `t` reads the active language. */
function dateRange(start: string | null, end: string | null): string {
  return proposalDateRange(start, end) ?? t`No dates set`;
}

function ageRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return t`${min}–${max}`;
  if (min !== null) return t`${min} and over`;
  if (max !== null) return t`Up to ${max}`;
  return null;
}

/** "Creator · due 3 days after the deal is created", one sentence per role. */
function templateTiming(assignee: 'brand' | 'creator', days: number): string {
  return assignee === 'brand'
    ? t`Brand · due ${plural(days, { one: '# day', other: '# days' })} after the deal is created`
    : t`Creator · due ${plural(days, { one: '# day', other: '# days' })} after the deal is created`;
}

/** Every setting that has a value, as label and text. */
function settingRows(settings: Settings): [string, string][] {
  const rows: [string, string | null][] = [
    [t`Platform`, activeI18n._(PLATFORM_LABELS[settings.platform])],
    [t`Content`, activeI18n._(CONTENT_TYPE_LABELS[settings.content_type])],
    [t`Content language`, activeI18n._(CONTENT_LANGUAGE_LABELS[settings.content_language])],
    [t`Creators`, activeI18n._(GENDER_LABELS[settings.gender])],
    [t`Age`, ageRange(settings.age_min, settings.age_max)],
    [
      t`Minimum followers`,
      settings.min_followers === null ? null : formatNumber(settings.min_followers),
    ],
    [t`Interest`, settings.interest],
    [t`Deliverables`, settings.deliverables],
    [t`In exchange`, settings.compensation_type],
    [t`Submission timeline`, settings.submission_timeline],
    [
      t`Posting deadline`,
      settings.posting_deadline ? formatLongDate(settings.posting_deadline) : null,
    ],
    [t`Key message`, settings.key_message],
    [t`Visual guidelines`, settings.visual_guidelines],
    [t`Tags`, settings.tags],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
}

function ProposalDetails({
  proposal,
  editHref,
  publishing,
}: {
  proposal: BrandProposal;
  editHref: string;
  publishing?: ReactNode;
}) {
  const { i18n } = useLingui();
  const templates = [...proposal.task_templates].sort((a, b) => a.sort_order - b.sort_order);
  const author = proposal.user ? `${proposal.user.first_name} ${proposal.user.last_name}` : null;
  return (
    <article className="grid gap-8">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 flex-[1_1_20rem] gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={proposal.status} />
              <p className="text-sm font-medium text-muted">{proposal.brand.name}</p>
            </div>
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {proposal.name}
            </h1>
            <p className="text-muted">
              {dateRange(proposal.start_date, proposal.end_date)}
              {author && (
                <>
                  {' · '}
                  <Trans>Created by {author}</Trans>
                </>
              )}
            </p>
          </div>
          <AppLink
            href={editHref}
            label={i18n._(msg`Edit proposal`)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden="true" />
            <Trans>Edit proposal</Trans>
          </AppLink>
        </div>
        <CategoryList categories={proposal.categories} />
        {publishing}
      </header>

      <div className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start md:gap-x-10">
        <div className="grid gap-6">
          {proposal.image && <ProposalImage src={proposal.image} name={proposal.name} />}
          <ProposalTextSection title={t`About this collaboration`} text={proposal.description} />
          <ProposalTextSection title={t`Requirements`} text={proposal.requirements} />
          <section className="grid gap-3">
            <h2 className="text-lg font-semibold">
              <Trans>Tasks for each deal</Trans>
            </h2>
            {templates.length === 0 ? (
              <p className="text-muted">
                <Trans>No tasks yet. Deals from this proposal start empty.</Trans>
              </p>
            ) : (
              <ol className="grid gap-3">
                {templates.map((template) => (
                  <li
                    key={template.id}
                    className="grid gap-1 rounded-xl border border-line bg-surface p-4"
                  >
                    <p className="font-medium">{template.name}</p>
                    {template.description.trim() && (
                      <p className="text-sm text-muted">{template.description}</p>
                    )}
                    <p className="text-sm text-muted">
                      {templateTiming(template.assignee_type, template.days_to_complete)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside className="grid gap-3 rounded-2xl border border-line bg-surface p-5">
          <h2 className="text-lg font-semibold">
            <Trans>Settings</Trans>
          </h2>
          <dl className="grid gap-3 text-sm">
            {settingRows(proposal.settings).map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </article>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto grid min-h-[40vh] max-w-md content-center justify-items-center gap-3 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{text}</p>
    </div>
  );
}

/**
 * A brand's proposal page (`/app/brand/proposals/{id}`), for every data state, with its
 * applications below.
 */
export function BrandProposalView({
  state,
  editHref,
  applications,
  publishing,
}: BrandProposalViewProps) {
  const { i18n, t: translate } = useLingui();
  return (
    <div
      data-slot="brand-proposal"
      className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-6 sm:px-6 sm:py-8"
    >
      {state.status === 'loading' && (
        <div role="status" aria-label={translate`Loading proposal`} className="grid gap-4">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="aspect-[8/5] w-full max-w-2xl" />
        </div>
      )}
      {state.status === 'success' && (
        <>
          <ProposalDetails proposal={state.proposal} editHref={editHref} publishing={publishing} />
          {applications}
        </>
      )}
      {state.status === 'not-found' && (
        <Message
          title={translate`Proposal not found`}
          text={i18n._(BRAND_PROPOSAL_NOT_FOUND_MESSAGE)}
        />
      )}
      {state.status === 'forbidden' && (
        <Message title={translate`Access denied`} text={i18n._(BRAND_PROPOSAL_FORBIDDEN_MESSAGE)} />
      )}
      {state.status === 'error' && (
        <ErrorState
          role="alert"
          heading={translate`Error Loading Proposal`}
          headingLevel={2}
          message={state.message}
          onRetry={state.onRetry}
        />
      )}
    </div>
  );
}
