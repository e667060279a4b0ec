import type { components } from '@colla/api-client';
import { CalendarDays, FileText, Plus, Search, Users } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { buttonVariants } from '../../components/button/button-variants';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { Input } from '../../components/input/input';
import { Pagination } from '../../components/pagination/pagination';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/format';
import { renderLinkOrAnchor, type RenderLink } from '../../patterns/app-shell/render-link';
import { PageHeader } from '../../patterns/page-header/page-header';
import {
  PROPOSAL_STATUSES,
  StatusBadge,
  type ProposalStatus,
} from '../../patterns/status-badge/status-badge';
import { NEW_PROPOSAL_LABEL } from './brand-dashboard-view';

export type BrandProposalListItem = components['schemas']['ProposalListItem'];
export type BrandProposalsPage = components['schemas']['ProposalListItemPage'];

/** The status filter: one status, or every proposal. */
export type BrandProposalsStatusFilter = ProposalStatus | 'all';

export const BRAND_PROPOSALS_TITLE = 'Proposals';
export const BRAND_PROPOSALS_LOAD_ERROR_HEADING = 'We couldn’t load your proposals';
export const BRAND_PROPOSALS_FORBIDDEN_MESSAGE =
  'Proposals are managed from a brand account. Sign in with your brand account to see them.';
export const STATUS_FILTER_LABELS: Record<BrandProposalsStatusFilter, string> = {
  all: 'All',
  draft: 'Draft',
  active: 'Active',
  inactive: 'Inactive',
};

export type BrandProposalsListState =
  | { status: 'loading' }
  | {
      status: 'success';
      page: BrandProposalsPage;
      /** A newer page or filter is loading; the rows shown are the previous answer. */
      refreshing?: boolean;
    }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface BrandProposalsListLinks {
  /** A proposal's details page, e.g. `(id) => `/app/brand/proposals/${id}``. */
  proposalHref: (id: number) => string;
  /** Where "Create proposal" goes, e.g. `/app/brand/proposals/create`. */
  newProposalHref: string;
  /** Renders links with the app's router; plain anchors otherwise. */
  renderLink?: RenderLink;
}

export type BrandProposalsListViewProps = BrandProposalsListLinks & {
  state: BrandProposalsListState;
  statusFilter: BrandProposalsStatusFilter;
  onStatusFilterChange: (status: BrandProposalsStatusFilter) => void;
  /** What is typed in the search box (the request follows a moment later). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now, without waiting. */
  onSearchSubmit?: () => void;
  onPageChange: (page: number) => void;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: (page: number) => string;
  /** Clears the status filter and the search. */
  onClearFilters: () => void;
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatLongDate(start)} – ${formatLongDate(end)}`;
  if (start) return `From ${formatLongDate(start)}`;
  if (end) return `Until ${formatLongDate(end)}`;
  return 'No dates set';
}

const titleLinkClass = cn(
  'rounded-sm text-base font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  // The whole card is the target; the link's box stretches over it.
  'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
);

function ProposalRow({
  proposal,
  href,
  renderLink,
}: {
  proposal: BrandProposalListItem;
  href: string;
  renderLink?: RenderLink;
}) {
  const pending = proposal.pending_applications_count;
  return (
    <li
      data-slot="brand-proposal"
      className="relative grid gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors hover:border-primary-300 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-6 sm:p-5"
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-words">
            {renderLinkOrAnchor(
              { href, label: proposal.name },
              titleLinkClass,
              proposal.name,
              renderLink,
            )}
          </h2>
          <StatusBadge status={proposal.status} />
        </div>
        <p className="text-sm text-muted">{proposal.brand.name}</p>
      </div>
      <dl className="grid gap-1 text-sm text-ink sm:justify-items-end sm:text-end">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Dates</dt>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <dd>{dateRange(proposal.start_date, proposal.end_date)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Applications</dt>
          <Users aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <dd>
            {plural(proposal.applications_count, 'application', 'applications')}
            {pending > 0 && (
              <span className="font-semibold text-warning-800"> · {pending} pending</span>
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
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  onPageChange,
  pageHref,
  onClearFilters,
  proposalHref,
  newProposalHref,
  renderLink,
}: BrandProposalsListViewProps) {
  const filtered = statusFilter !== 'all' || searchText.trim() !== '';
  const newProposal = renderLinkOrAnchor(
    { href: newProposalHref, label: NEW_PROPOSAL_LABEL },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {NEW_PROPOSAL_LABEL}
    </>,
    renderLink,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchSubmit?.();
  };

  let body: ReactNode;
  let summary = '';
  if (state.status === 'loading') {
    summary = 'Loading proposals…';
    body = (
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <li key={index} className="grid gap-2 rounded-xl border border-line bg-surface p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="w-1/3" />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <ErrorState heading="No access" message={BRAND_PROPOSALS_FORBIDDEN_MESSAGE} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={BRAND_PROPOSALS_LOAD_ERROR_HEADING}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  } else {
    const { data, meta } = state.page;
    summary = state.refreshing
      ? 'Loading proposals…'
      : plural(meta.total, 'proposal', 'proposals') + (filtered ? ' found' : '');
    if (data.length === 0 && meta.total > 0) {
      body = (
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          title="Nothing on this page"
          description={`There are ${plural(meta.last_page, 'page', 'pages')} of proposals.`}
          action={
            <Button variant="outline" onClick={() => onPageChange(1)}>
              Go to the first page
            </Button>
          }
        />
      );
    } else if (data.length === 0 && !filtered) {
      body = (
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          title="No proposals yet"
          description="Describe a campaign, and creators in Barcelona can apply to work with your brand."
          action={newProposal}
        />
      );
    } else if (data.length === 0) {
      const query = searchText.trim();
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title="No proposals match"
          description={
            query
              ? `Nothing matches “${query}”${statusFilter === 'all' ? '' : ` among ${STATUS_FILTER_LABELS[statusFilter].toLowerCase()} proposals`}. Try other words or clear the filters.`
              : `You have no ${STATUS_FILTER_LABELS[statusFilter].toLowerCase()} proposals.`
          }
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    } else {
      body = (
        <div className="grid gap-6">
          <ul
            aria-label="Proposals"
            aria-busy={state.refreshing || undefined}
            className={cn('grid gap-3 transition-opacity', state.refreshing && 'opacity-60')}
          >
            {data.map((proposal) => (
              <ProposalRow
                key={proposal.id}
                proposal={proposal}
                href={proposalHref(proposal.id)}
                renderLink={renderLink}
              />
            ))}
          </ul>
          <Pagination
            aria-label="Proposals pages"
            page={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={onPageChange}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  const showFilters = !(
    state.status === 'forbidden' ||
    (state.status === 'success' && state.page.meta.total === 0 && !filtered)
  );

  return (
    <div data-slot="brand-proposals-list" className="grid gap-6">
      <PageHeader
        title={BRAND_PROPOSALS_TITLE}
        description="Your campaigns, their dates and the creators who applied."
        actions={newProposal}
      />
      {showFilters && (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div
            role="group"
            aria-label="Filter by status"
            className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
          >
            {(['all', ...PROPOSAL_STATUSES] as const).map((status) => (
              <Button
                key={status}
                size="sm"
                variant={status === statusFilter ? 'primary' : 'ghost'}
                aria-pressed={status === statusFilter}
                onClick={() => onStatusFilterChange(status)}
              >
                {STATUS_FILTER_LABELS[status]}
              </Button>
            ))}
          </div>
          <form role="search" onSubmit={submit} className="grid gap-1.5 sm:w-72">
            <label htmlFor="brand-proposals-search" className="text-sm font-semibold text-ink">
              Search proposals
            </label>
            <Input
              id="brand-proposals-search"
              type="search"
              placeholder="Name or description"
              maxLength={200}
              autoComplete="off"
              value={searchText}
              onChange={(event) => onSearchTextChange(event.target.value)}
            />
          </form>
        </div>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {summary}
      </p>
      {body}
    </div>
  );
}
