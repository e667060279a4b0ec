import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { buttonVariants } from '@colla/ui/components/button';
import { ConfirmDialog } from '@colla/ui/components/confirm-dialog';
import { Skeleton } from '@colla/ui/components/skeleton';
import { formatLongDate, formatMadridDate, formatNumber } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import { CONTENT_LANGUAGE_LABELS, proposalDateRange } from '../lib/proposal-settings';
import { ViewStateBody } from '../lib/view-state-body';

export type AdminProposalDetail = components['schemas']['ProposalDetail'];

/** Missing is not failing: the heading and fallback message when the proposal cannot be loaded. */
export const ADMIN_PROPOSAL_LOAD_ERROR_HEADING: MessageDescriptor = msg`Error Loading Proposal`;
export const ADMIN_PROPOSAL_LOAD_ERROR_MESSAGE: MessageDescriptor = msg`Failed to load proposal`;
/** Deleting a proposal: the confirmation, in the product's wording. */
export const ADMIN_PROPOSAL_DELETE_CONFIRMATION: MessageDescriptor = msg`Are you sure you want to delete this proposal? This action cannot be undone.`;
/** Deleting a proposal: said when it fails and the server gives no message. */
export const ADMIN_PROPOSAL_DELETE_ERROR: MessageDescriptor = msg`Failed to delete proposal`;
export const ADMIN_PROPOSAL_NOT_FOUND_HEADING: MessageDescriptor = msg`Proposal not found`;
export const ADMIN_PROPOSAL_NOT_FOUND_MESSAGE: MessageDescriptor = msg`This proposal does not exist or was deleted. Go back to the proposals list to find another.`;
export const ADMIN_PROPOSAL_FORBIDDEN_MESSAGE: MessageDescriptor = msg`Only Colla admins can manage proposals. Sign in with an admin account to see this one.`;

export type AdminProposalState = ViewState<AdminProposalDetail>;

export interface AdminProposalLinks {
  /** The proposal's edit page, e.g. `(id) => `/app/admin/proposals/${id}/edit``. */
  editHref: (id: number) => string;
  /** The back link to the list, e.g. `/app/admin/proposals`. */
  backHref: string;
}

export type AdminProposalViewProps = AdminProposalLinks & {
  state: AdminProposalState;
  /**
   * Deletes the proposal once confirmed. The dialog waits for it: it closes when it resolves and,
   * when it rejects, shows the error's message (e.g. 'Failed to delete proposal').
   */
  onDelete: () => Promise<unknown>;
  /** A published proposal's public page, its link and Unpublish (asked first). */
  publishing?: ReactNode;
};

type Settings = AdminProposalDetail['settings'];
const GENDER_LABELS: Record<Settings['gender'], MessageDescriptor> = {
  any: msg`Any`,
  man: msg`Men`,
  woman: msg`Women`,
  both: msg`Men and women`,
};
const PLATFORM_LABELS: Record<Settings['platform'], MessageDescriptor> = {
  any: msg`Any`,
  instagram: msg`Instagram`,
  tiktok: msg`TikTok`,
  both: msg`Instagram and TikTok`,
};
const CONTENT_LABELS: Record<Settings['content_type'], MessageDescriptor> = {
  any: msg`Any`,
  video: msg`Videos`,
  pictures: msg`Pictures`,
  both: msg`Pictures and videos`,
};

/** The functions below run while rendering, so `t` reads the active language. */
function dateRange(start: string | null, end: string | null): string {
  return proposalDateRange(start, end) ?? t`No dates set`;
}

function ages(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return t`${min}–${max}`;
  if (min !== null) return t`${min} and over`;
  if (max !== null) return t`Up to ${max}`;
  return null;
}

/** "Creator · 3 days": who does a task and in how many days, one sentence per role. */
function taskTiming(assignee: 'brand' | 'creator', days: number): string {
  return assignee === 'brand'
    ? t`Brand · ${plural(days, { one: '# day', other: '# days' })}`
    : t`Creator · ${plural(days, { one: '# day', other: '# days' })}`;
}

function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-sm font-semibold text-muted">{term}</dt>
          <dd className="text-sm break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Proposal({
  proposal,
  onDelete,
  publishing,
  editHref,
  backHref,
}: AdminProposalLinks & {
  proposal: AdminProposalDetail;
  onDelete: () => Promise<unknown>;
  publishing?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { settings } = proposal;
  const brief: [string, ReactNode][] = [];
  const add = (term: string, value: ReactNode) => {
    if (value !== null && value !== undefined && value !== '') brief.push([term, value]);
  };
  add(t`Platform`, i18n._(PLATFORM_LABELS[settings.platform]));
  add(t`Content`, i18n._(CONTENT_LABELS[settings.content_type]));
  add(t`Content language`, i18n._(CONTENT_LANGUAGE_LABELS[settings.content_language]));
  add(t`Gender`, i18n._(GENDER_LABELS[settings.gender]));
  add(t`Ages`, ages(settings.age_min, settings.age_max));
  add(
    t`Minimum followers`,
    settings.min_followers === null ? null : formatNumber(settings.min_followers),
  );
  add(t`Interest`, settings.interest);
  add(t`Compensation`, settings.compensation_type);
  add(t`Deliverables`, settings.deliverables);
  add(t`Key message`, settings.key_message);
  add(t`Visual guidelines`, settings.visual_guidelines);
  add(t`Submission timeline`, settings.submission_timeline);
  add(
    t`Posting deadline`,
    settings.posting_deadline ? formatLongDate(settings.posting_deadline) : null,
  );
  add(t`Tags`, settings.tags);

  const edit = renderLinkOrAnchor(
    { href: editHref(proposal.id), label: t`Edit` },
    buttonVariants({ variant: 'outline' }),
    <>
      <Pencil aria-hidden="true" className="size-4" />
      <Trans>Edit</Trans>
    </>,
  );
  const author = proposal.user
    ? `${proposal.user.first_name} ${proposal.user.last_name}`
    : t({ message: 'Unknown', context: 'who created a proposal' });

  return (
    <>
      <PageHeader
        title={proposal.name}
        description={proposal.brand.name}
        back={{ href: backHref, label: t`Back to proposals` }}
        actions={
          <>
            {edit}
            <ConfirmDialog
              title={t`Delete proposal`}
              message={i18n._(ADMIN_PROPOSAL_DELETE_CONFIRMATION)}
              confirmLabel={t`Delete`}
              destructive
              onConfirm={onDelete}
              trigger={
                <Button variant="danger">
                  <Trash2 aria-hidden="true" className="size-4" />
                  <Trans>Delete</Trans>
                </Button>
              }
            />
          </>
        }
      />
      {publishing}
      <Section title={t`Overview`}>
        <Facts
          items={[
            [t`Status`, <StatusBadge key="status" status={proposal.status} />],
            [t`Brand`, proposal.brand.name],
            [t`Dates`, dateRange(proposal.start_date, proposal.end_date)],
            [t`Applications`, formatNumber(proposal.applications_count)],
            [
              t`Categories`,
              proposal.categories.length > 0
                ? proposal.categories.map((category) => category.name).join(', ')
                : t({ message: 'None', context: 'categories of a proposal' }),
            ],
            [t`Created by`, author],
            [
              t({ message: 'Created', context: 'date a proposal was created' }),
              formatMadridDate(proposal.created_at),
            ],
            [t`Last updated`, formatMadridDate(proposal.updated_at)],
          ]}
        />
      </Section>
      <Section title={t`Description`}>
        <p className="text-sm whitespace-pre-line text-ink">
          {proposal.description || t`No description yet.`}
        </p>
      </Section>
      <Section title={t`Requirements`}>
        <p className="text-sm whitespace-pre-line text-ink">
          {proposal.requirements || t`No requirements yet.`}
        </p>
      </Section>
      {brief.length > 0 && (
        <Section title={t`Brief`}>
          <Facts items={brief} />
        </Section>
      )}
      <Section title={t`Tasks`}>
        {proposal.task_templates.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No tasks.</Trans>
          </p>
        ) : (
          <ol className="grid gap-2">
            {proposal.task_templates.map((task) => (
              <li key={task.id} className="grid gap-0.5 text-sm">
                <span className="font-semibold text-ink">{task.name}</span>
                <span className="text-muted">
                  {taskTiming(task.assignee_type, task.days_to_complete)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title={t`Applications`}>
        {proposal.applications.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No creator has applied yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2">
            {proposal.applications.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 text-sm last:border-b-0 last:pb-0"
              >
                <span className="grid min-w-0">
                  <span className="font-semibold break-words text-ink">
                    {application.creator.name}
                  </span>
                  <span className="text-muted">
                    <Applied timestamp={application.created_at} />
                  </span>
                </span>
                <StatusBadge status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** When a creator applied, "Applied June 3, 2026". */
function Applied({ timestamp }: { timestamp: string }) {
  const appliedDate = formatMadridDate(timestamp);
  return <Trans>Applied {appliedDate}</Trans>;
}

/** One proposal as an admin sees it, with Edit and Delete (confirmed first). */
export function AdminProposalView({
  state,
  onDelete,
  publishing,
  ...links
}: AdminProposalViewProps) {
  const { i18n, t } = useLingui();
  return (
    <div data-slot="admin-proposal" className="grid gap-6">
      {state.status !== 'success' && state.status !== 'loading' && (
        <PageHeader
          title={t`Proposal`}
          back={{ href: links.backHref, label: t`Back to proposals` }}
        />
      )}
      <ViewStateBody
        state={state}
        loadingLabel={t`Loading proposal…`}
        skeleton={
          <>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-24 w-full" />
          </>
        }
        forbiddenMessage={i18n._(ADMIN_PROPOSAL_FORBIDDEN_MESSAGE)}
        errorHeading={i18n._(ADMIN_PROPOSAL_LOAD_ERROR_HEADING)}
        notFound={{
          heading: i18n._(ADMIN_PROPOSAL_NOT_FOUND_HEADING),
          message: i18n._(ADMIN_PROPOSAL_NOT_FOUND_MESSAGE),
        }}
      >
        {(proposal) => (
          <Proposal proposal={proposal} onDelete={onDelete} publishing={publishing} {...links} />
        )}
      </ViewStateBody>
    </div>
  );
}
