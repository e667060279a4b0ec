import { PROPOSAL_STATUS_FILTER_LABELS, useProposalListWords } from '../lib/proposal-list-words';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { CalendarDays, FileText, Plus, Users } from 'lucide-react';
import { buttonVariants } from '@colla/ui/components/button';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { AppLink } from '@colla/ui/lib/link';
import { ListRows } from '@colla/ui/patterns/list-screen';
import { SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import {
  PROPOSAL_STATUSES,
  StatusBadge,
  type ProposalStatus,
} from '@colla/ui/patterns/status-badge';
import { NEW_PROPOSAL_LABEL } from './brand-dashboard-view';

export type BrandProposalListItem = components['schemas']['ProposalListItem'];
export type BrandProposalsPage = components['schemas']['ProposalListItemPage'];

/** The status filter: one status, or every proposal. */
export type BrandProposalsStatusFilter = ProposalStatus | 'all';

export const BRAND_PROPOSALS_TITLE: MessageDescriptor = msg`Proposals`;
export const BRAND_PROPOSALS_LOAD_ERROR_HEADING: MessageDescriptor = msg`We couldn’t load your proposals`;
export const BRAND_PROPOSALS_FORBIDDEN_MESSAGE: MessageDescriptor = msg`Proposals are managed from a brand account. Sign in with your brand account to see them.`;
export const STATUS_FILTER_LABELS: Record<BrandProposalsStatusFilter, MessageDescriptor> =
  PROPOSAL_STATUS_FILTER_LABELS;

export type BrandProposalsListState = ViewState<BrandProposalsPage>;

export interface BrandProposalsListLinks {
  /** A proposal's details page, e.g. `(id) => `/app/brand/proposals/${id}``. */
  proposalHref: (id: number) => string;
  /** Where "Create proposal" goes, e.g. `/app/brand/proposals/create`. */
  newProposalHref: string;
}

export type BrandProposalsListViewProps = BrandProposalsListLinks & {
  state: BrandProposalsListState;
  statusFilter: BrandProposalsStatusFilter;
  onStatusFilterChange: (status: BrandProposalsStatusFilter) => void;
  /** The search in effect (from the URL). */
  search: string;
  /** A new search (after a pause in typing, or at once on Enter); '' clears it. */
  onSearch: (text: string) => void;
  onPageChange: (page: number) => void;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: (page: number) => string;
  /** Clears the status filter and the search. */
  onClearFilters: () => void;
};

/** The proposal's dates in words, in the active language (called while rendering). */
function dateRange(start: string | null, end: string | null): string {
  const startDate = start ? formatLongDate(start) : '';
  const endDate = end ? formatLongDate(end) : '';
  if (start && end) return t`${startDate} – ${endDate}`;
  if (start) return t`From ${startDate}`;
  if (end) return t`Until ${endDate}`;
  return t`No dates set`;
}

/** What matched nothing, as a whole sentence for each filter (called while rendering). */
function noMatchSentence(query: string, status: BrandProposalsStatusFilter): string {
  if (query) {
    switch (status) {
      case 'draft':
        return t`Nothing matches “${query}” among draft proposals. Try other words or clear the filters.`;
      case 'active':
        return t`Nothing matches “${query}” among active proposals. Try other words or clear the filters.`;
      case 'inactive':
        return t`Nothing matches “${query}” among inactive proposals. Try other words or clear the filters.`;
      default:
        return t`Nothing matches “${query}”. Try other words or clear the filters.`;
    }
  }
  switch (status) {
    case 'draft':
      return t`You have no draft proposals.`;
    case 'active':
      return t`You have no active proposals.`;
    case 'inactive':
      return t`You have no inactive proposals.`;
    default:
      return t`You have no proposals.`;
  }
}

const titleLinkClass = cn(
  'rounded-sm text-base font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  // The whole card is the target; the link's box stretches over it.
  'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
);

function ProposalRow({ proposal, href }: { proposal: BrandProposalListItem; href: string }) {
  const { t: translate } = useLingui();
  const pending = proposal.pending_applications_count;
  const applications = proposal.applications_count;
  return (
    <li
      data-slot="brand-proposal"
      className="relative grid gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors hover:border-primary-300 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-6 sm:p-5"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-words">
            <AppLink href={href} label={proposal.name} className={titleLinkClass}>
              {proposal.name}
            </AppLink>
          </h2>
          <StatusBadge status={proposal.status} />
        </div>
        <p className="text-sm text-muted">{proposal.brand.name}</p>
      </div>
      <dl className="grid gap-1 text-sm text-ink sm:justify-items-end sm:text-end">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans>Dates</Trans>
          </dt>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <dd>{dateRange(proposal.start_date, proposal.end_date)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans>Applications</Trans>
          </dt>
          <Users aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <dd>
            {translate`${plural(applications, { one: '# application', other: '# applications' })}`}
            {pending > 0 && (
              <span className="font-semibold text-warning-800">
                {' · '}
                {translate`${plural(pending, { one: '# pending', other: '# pending' })}`}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** A brand's proposals: status, dates and applications, filtered by status and searched. */
export function BrandProposalsListView({
  state,
  statusFilter,
  onStatusFilterChange,
  search,
  onSearch,
  onPageChange,
  pageHref,
  onClearFilters,
  proposalHref,
  newProposalHref,
}: BrandProposalsListViewProps) {
  const proposalWords = useProposalListWords();
  const { i18n, t: translate } = useLingui();
  const query = search.trim();
  const filtered = statusFilter !== 'all' || query !== '';
  const newProposalLabel = i18n._(NEW_PROPOSAL_LABEL);
  const newProposal = (
    <AppLink href={newProposalHref} label={newProposalLabel} className={buttonVariants()}>
      <Plus aria-hidden="true" className="size-4" />
      {newProposalLabel}
    </AppLink>
  );
  const statusLabels = Object.fromEntries(
    Object.entries(STATUS_FILTER_LABELS).map(([status, label]) => [status, i18n._(label)]),
  ) as Record<BrandProposalsStatusFilter, string>;

  return (
    <FilteredListScreen
      slot="brand-proposals-list"
      title={i18n._(BRAND_PROPOSALS_TITLE)}
      description={translate`Your campaigns, their dates and the creators who applied.`}
      actions={newProposal}
      filters={
        <SegmentedFilter
          label={translate`Filter by status`}
          options={['all', ...PROPOSAL_STATUSES]}
          labels={statusLabels}
          value={statusFilter}
          onChange={onStatusFilterChange}
        />
      }
      search={{
        label: translate`Search proposals`,
        placeholder: translate`Name or description`,
        value: search,
        onSearch,
        className: 'sm:w-72',
      }}
      hideToolbarWhenEmpty
      state={state}
      filtered={filtered}
      words={proposalWords}
      icon={FileText}
      empty={{
        title: translate`No proposals yet`,
        description: translate`Describe a campaign, and creators in Barcelona can apply to work with your brand.`,
        action: newProposal,
      }}
      noMatch={{
        title: translate`No proposals match`,
        description: noMatchSentence(query, statusFilter),
        onClear: onClearFilters,
      }}
      forbiddenMessage={i18n._(BRAND_PROPOSALS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(BRAND_PROPOSALS_LOAD_ERROR_HEADING)}
      rows={(proposals) => (
        <ListRows label={translate`Proposals`} className="gap-3">
          {proposals.map((proposal) => (
            <ProposalRow key={proposal.id} proposal={proposal} href={proposalHref(proposal.id)} />
          ))}
        </ListRows>
      )}
      paginationLabel={translate`Proposals pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
