import type { components } from '@colla/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Alert } from '@colla/ui/components/alert';
import { Button } from '@colla/ui/components/button';
import { Checkbox } from '@colla/ui/components/checkbox';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState, NoAccessState } from '@colla/ui/components/error-state';
import { Field } from '@colla/ui/components/field';
import { Select } from '@colla/ui/components/select';
import { Skeleton } from '@colla/ui/components/skeleton';
import { Switch } from '@colla/ui/components/switch';
import { cn } from '@colla/ui/lib/cn';
import { formatNumber } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { statusStyles } from '@colla/ui/patterns/status-badge';
import { PersonSkeleton } from '../creator-profile/creator-profile-view';
import { ApplicantPanel } from './applicant-panel';
import {
  ApplicationCard,
  type ApplicationActionsProps,
  type BrandApplication,
  type ProposalSettings,
} from './application-card';
import { DeclineSelectedDialog } from './decline-selected-dialog';
import { MEETS_EVERY_REQUIREMENT } from './requirement-match';

export type BrandApplicationPage = components['schemas']['BrandApplicationPage'];
export type ApplicationStatusCounts = BrandApplicationPage['status_counts'];

/** The orders the server offers (`listBrandProposalApplications`' `sort`). */
export const APPLICATION_SORTS = ['newest', 'oldest', 'followers', 'match'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const APPLICATION_SORT_LABELS: Record<ApplicationSort, MessageDescriptor> = {
  newest: msg`Newest`,
  oldest: msg`Oldest`,
  followers: msg`Most followers`,
  match: msg`Best match`,
};

/** The status filter: every application, or one status. */
export const APPLICATION_STATUS_FILTERS = ['all', 'pending', 'accepted', 'rejected'] as const;
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];

/** What the brand chose to see, kept in the URL by the container. */
export interface ApplicationsQuery {
  status: ApplicationStatusFilter;
  sort: ApplicationSort;
  /** Only applicants who meet every requirement. */
  meets_all: boolean;
}

export const NO_APPLICATIONS_TITLE: MessageDescriptor = msg`No applications yet`;
export const NO_MATCHING_APPLICATIONS_TITLE: MessageDescriptor = msg`No applications match these filters`;
export const APPLICATIONS_ERROR_HEADING: MessageDescriptor = msg`Error Loading Applications`;
export const APPLICATIONS_FORBIDDEN_MESSAGE: MessageDescriptor = msg`Only the managers of this proposal’s brand can review its applications.`;
export const APPLICATIONS_LOADING: MessageDescriptor = msg`Loading applications…`;

export type ApplicationsReviewViewProps = Omit<ApplicationActionsProps, 'application'> & {
  state: ViewState<BrandApplicationPage>;
  /** The proposal's settings, which word what each requirement asks. */
  settings: ProposalSettings;
  query: ApplicationsQuery;
  onQueryChange: (patch: Partial<ApplicationsQuery>) => void;
  /** Declines these pending applications with one optional message; rejects on failure. */
  onDeclineMany: (applicationIds: number[], message: string | null) => Promise<unknown>;
  /** A success message over the list, e.g. `APPLICATION_ACCEPTED_MESSAGE`. */
  notice?: MessageDescriptor | null;
  /** The applicant's full profile in the side panel, by username. */
  profile: (username: string) => ReactNode;
  className?: string;
};

function total(counts: ApplicationStatusCounts): number {
  return counts.pending + counts.accepted + counts.rejected;
}

function isSort(value: string): value is ApplicationSort {
  return (APPLICATION_SORTS as readonly string[]).includes(value);
}

function SkeletonCards() {
  return (
    <ul className="grid gap-4" aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="grid gap-3 rounded-2xl border border-line bg-surface p-5">
          <PersonSkeleton avatarClassName="size-14" />
          <Skeleton className="w-2/3" />
          <Skeleton className="w-1/2" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The applications to a proposal as a review list a brand can decide from: counts per status
 * (which filter the list), a sort, a "Meets every requirement" filter, one card per application
 * with the applicant's summary, message and requirement match, the full profile in a side panel,
 * and several pending applications declined at once with one message.
 */
export function ApplicationsReviewView({
  state,
  settings,
  query,
  onQueryChange,
  onDecide,
  onDeclineMany,
  dealHref,
  notice,
  profile,
  className,
}: ApplicationsReviewViewProps) {
  const { i18n, t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [declineMessage, setDeclineMessage] = useState('');
  const [opened, setOpened] = useState<BrandApplication | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once several are declined their selection bar is gone: focus goes to the list's heading.
  const declined = useRef(false);

  const page = state.status === 'success' ? state.data : null;
  const applications = page?.data ?? [];
  const counts = page?.status_counts ?? null;
  // Only pending applications on screen can be declined together.
  const pendingIds = new Set(applications.filter((a) => a.status === 'pending').map((a) => a.id));
  const selectedIds = [...selected].filter((id) => pendingIds.has(id));
  const selectedCount = selectedIds.length;

  const select = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // The panel follows the application as the list refreshes (a decision made inside it), and
  // keeps the one it opened with if a filter takes it off the list.
  const panelApplication = opened
    ? (applications.find((application) => application.id === opened.id) ?? opened)
    : null;

  const filtered = query.status !== 'all' || query.meets_all;
  const statusLabels = Object.fromEntries(
    APPLICATION_STATUS_FILTERS.map((status) => {
      const label =
        status === 'all'
          ? t({ message: 'All', context: 'applications of every status' })
          : i18n._(statusStyles[status].label);
      const count = counts ? (status === 'all' ? total(counts) : counts[status]) : null;
      return [
        status,
        <>
          {label}
          {count !== null && (
            <>
              {' '}
              <span className="tabular-nums opacity-80">{formatNumber(count)}</span>
            </>
          )}
        </>,
      ];
    }),
  ) as Record<ApplicationStatusFilter, ReactNode>;

  let body: ReactNode;
  if (state.status === 'loading') {
    body = <SkeletonCards />;
  } else if (state.status === 'success' && applications.length === 0) {
    body =
      filtered && counts && total(counts) > 0 ? (
        <EmptyState
          headingLevel={3}
          title={i18n._(NO_MATCHING_APPLICATIONS_TITLE)}
          description={t`Try another status, or show every applicant.`}
          action={
            <Button
              variant="outline"
              onClick={() => onQueryChange({ status: 'all', meets_all: false })}
            >
              <Trans>Clear filters</Trans>
            </Button>
          }
        />
      ) : (
        <EmptyState
          headingLevel={3}
          title={i18n._(NO_APPLICATIONS_TITLE)}
          description={t`When creators apply to this proposal, they will appear here for you to review.`}
        />
      );
  } else if (state.status === 'success') {
    body = (
      <ul aria-label={t`Applications to this proposal`} className="grid gap-4">
        {applications.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            settings={settings}
            selected={selectedIds.includes(application.id)}
            onSelectedChange={(on) => select(application.id, on)}
            onOpenProfile={(button) => {
              opener.current = button;
              setOpened(application);
            }}
            dealHref={dealHref}
            onDecide={onDecide}
          />
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <NoAccessState headingLevel={3} message={i18n._(APPLICATIONS_FORBIDDEN_MESSAGE)} />;
  } else {
    body = (
      <ErrorState
        heading={i18n._(APPLICATIONS_ERROR_HEADING)}
        headingLevel={3}
        message={state.status === 'error' ? state.message : undefined}
        onRetry={state.status === 'error' ? state.onRetry : undefined}
        retrying={state.status === 'error' && state.retrying}
      />
    );
  }

  const showToolbar = counts !== null && total(counts) > 0;

  return (
    <section
      data-slot="applications-review"
      aria-labelledby="applications-heading"
      aria-busy={
        state.status === 'loading' || (state.status === 'success' && state.refreshing) || undefined
      }
      className={cn('grid min-w-0 gap-4', className)}
    >
      <h2
        id="applications-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold"
      >
        <Trans>Applications</Trans>
      </h2>
      <div role="status" className="empty:hidden">
        {notice ? <Alert variant="success">{i18n._(notice)}</Alert> : null}
        {state.status === 'loading' && (
          <span className="sr-only">{i18n._(APPLICATIONS_LOADING)}</span>
        )}
      </div>
      {showToolbar && (
        <div className="grid gap-3">
          <SegmentedFilter
            label={t`Filter by status`}
            options={APPLICATION_STATUS_FILTERS}
            labels={statusLabels}
            value={query.status}
            onChange={(status) => onQueryChange({ status })}
            className="max-w-full"
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Field label={t`Sort by`} className="w-full sm:w-56">
              <Select
                value={query.sort}
                onValueChange={(value) => {
                  if (isSort(value)) onQueryChange({ sort: value });
                }}
                options={APPLICATION_SORTS.map((sort) => ({
                  value: sort,
                  label: i18n._(APPLICATION_SORT_LABELS[sort]),
                }))}
              />
            </Field>
            <Switch
              label={i18n._(MEETS_EVERY_REQUIREMENT)}
              checked={query.meets_all}
              onCheckedChange={(meetsAll) => onQueryChange({ meets_all: meetsAll })}
              className="shrink-0"
            />
            {pendingIds.size > 1 && (
              <Checkbox
                label={t`Select every pending application`}
                checked={
                  selectedCount === pendingIds.size
                    ? true
                    : selectedCount > 0
                      ? 'indeterminate'
                      : false
                }
                onCheckedChange={(checked) =>
                  setSelected(checked === true ? new Set(pendingIds) : new Set())
                }
              />
            )}
          </div>
        </div>
      )}
      {selectedIds.length > 0 && (
        <div
          role="region"
          aria-label={t`Selected applications`}
          // Under the portal's top bar while the list scrolls.
          className="sticky top-20 z-20 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 shadow-sm"
        >
          <p className="font-medium text-ink">
            {t`${plural(selectedCount, { one: '# application selected', other: '# applications selected' })}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setSelected(new Set());
                headingRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
              <Trans>Clear selection</Trans>
            </Button>
            <DeclineSelectedDialog
              count={selectedCount}
              trigger={
                <Button size="sm" variant="danger">
                  <Trans>Decline selected</Trans>
                </Button>
              }
              message={declineMessage}
              onMessageChange={setDeclineMessage}
              onCloseAutoFocus={(event) => {
                if (!declined.current) return;
                declined.current = false;
                event.preventDefault();
                headingRef.current?.focus();
              }}
              onConfirm={async () => {
                const text = declineMessage.trim();
                await onDeclineMany(selectedIds, text === '' ? null : text);
                declined.current = true;
                setSelected(new Set());
                setDeclineMessage('');
              }}
            />
          </div>
        </div>
      )}
      {body}
      <ApplicantPanel
        application={panelApplication}
        settings={settings}
        onClose={() => setOpened(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const button = opener.current;
          if (button?.isConnected) button.focus();
          else headingRef.current?.focus();
        }}
        profile={profile}
        dealHref={dealHref}
        onDecide={onDecide}
      />
    </section>
  );
}
