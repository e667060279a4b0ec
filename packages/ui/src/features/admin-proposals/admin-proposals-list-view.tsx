import type { components } from '@colla/api-client';
import { CalendarDays, FileText, Plus, Search, Users } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { buttonVariants } from '../../components/button/button-variants';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState } from '../../components/error-state/error-state';
import { Input } from '../../components/input/input';
import { Pagination } from '../../components/pagination/pagination';
import { Select } from '../../components/select/select';
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

export type AdminProposalListItem = components['schemas']['ProposalListItem'];
export type AdminProposalsPage = components['schemas']['ProposalListItemPage'];
export type AdminBrandOption = components['schemas']['BrandOption'];

/** The status filter: one status, or every proposal. */
export type AdminProposalsStatusFilter = ProposalStatus | 'all';

/** What the list shows; the app keeps it in the URL (`?status=active&brand=1&search=vermut&page=2`). */
export interface AdminProposalsQuery {
  status: AdminProposalsStatusFilter;
  /** A brand's id, or null for every brand. */
  brandId: number | null;
  search: string;
  page: number;
}

export const ADMIN_PROPOSALS_TITLE = 'Proposals';
export const ADMIN_CREATE_PROPOSAL_LABEL = 'Create proposal';
export const ADMIN_PROPOSALS_LOAD_ERROR_HEADING = 'We couldn’t load the proposals';
export const ADMIN_PROPOSALS_FORBIDDEN_MESSAGE =
  'Only Colla admins can see every proposal. Sign in with an admin account to manage them.';
export const ADMIN_STATUS_FILTER_LABELS: Record<AdminProposalsStatusFilter, string> = {
  all: 'All',
  draft: 'Draft',
  active: 'Active',
  inactive: 'Inactive',
};
const ALL_BRANDS = 'all';

export type AdminProposalsListState =
  | { status: 'loading' }
  | { status: 'success'; page: AdminProposalsPage; refreshing?: boolean }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface AdminProposalsListLinks {
  /** A proposal's admin page, e.g. `(id) => `/app/admin/proposals/${id}``. */
  proposalHref: (id: number) => string;
  /** Where "Create proposal" goes, e.g. `/app/admin/proposals/create`. */
  createHref: string;
  /** Renders links with the app's router; plain anchors otherwise. */
  renderLink?: RenderLink;
}

export type AdminProposalsListViewProps = AdminProposalsListLinks & {
  state: AdminProposalsListState;
  query: AdminProposalsQuery;
  /** A new status, brand or page (a new filter goes back to page 1). */
  onQueryChange: (query: AdminProposalsQuery) => void;
  /** Every brand, for the brand filter (undefined while loading). */
  brands?: readonly AdminBrandOption[];
  /** What is typed in the search box (the request follows a moment later). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now, without waiting. */
  onSearchSubmit?: () => void;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: (page: number) => string;
  /** Clears every filter and the search. */
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
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
);

function ProposalRow({
  proposal,
  href,
  renderLink,
}: {
  proposal: AdminProposalListItem;
  href: string;
  renderLink?: RenderLink;
}) {
  const pending = proposal.pending_applications_count;
  return (
    <li
      data-slot="admin-proposal"
      className="relative grid gap-1.5 rounded-lg border border-line bg-surface px-4 py-3 transition-colors hover:border-primary-300 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_minmax(0,1.4fr)_auto] md:items-center md:gap-x-4"
    >
      <h2 className="min-w-0 break-words">
        {renderLinkOrAnchor(
          { href, label: proposal.name },
          titleLinkClass,
          proposal.name,
          renderLink,
        )}
      </h2>
      <p className="min-w-0 text-sm break-words text-muted">
        <span className="sr-only">Brand: </span>
        {proposal.brand.name}
      </p>
      <div>
        <StatusBadge status={proposal.status} />
      </div>
      <p className="flex items-center gap-1.5 text-sm text-ink">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className="sr-only">Dates: </span>
        {dateRange(proposal.start_date, proposal.end_date)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-ink md:justify-end">
        <Users aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span>
          {plural(proposal.applications_count, 'application', 'applications')}
          {pending > 0 && (
            <span className="font-semibold text-warning-800"> · {pending} pending</span>
          )}
        </span>
      </p>
    </li>
  );
}

/** Every proposal on Colla, across brands: filtered by status and brand, searched, paged. */
export function AdminProposalsListView({
  state,
  query,
  onQueryChange,
  brands,
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  pageHref,
  onClearFilters,
  proposalHref,
  createHref,
  renderLink,
}: AdminProposalsListViewProps) {
  const filtered = query.status !== 'all' || query.brandId !== null || searchText.trim() !== '';
  const createLink = renderLinkOrAnchor(
    { href: createHref, label: ADMIN_CREATE_PROPOSAL_LABEL },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {ADMIN_CREATE_PROPOSAL_LABEL}
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
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="grid gap-2 rounded-lg border border-line bg-surface p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="w-1/3" />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <ErrorState heading="No access" message={ADMIN_PROPOSALS_FORBIDDEN_MESSAGE} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={ADMIN_PROPOSALS_LOAD_ERROR_HEADING}
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
            <Button variant="outline" onClick={() => onQueryChange({ ...query, page: 1 })}>
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
          description="No brand has published a proposal on Colla yet. Create the first one for a brand."
          action={createLink}
        />
      );
    } else if (data.length === 0) {
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title="No proposals match"
          description="Nothing matches these filters. Try other words or clear the filters."
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
            className={cn('grid gap-2 transition-opacity', state.refreshing && 'opacity-60')}
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
            onPageChange={(page) => onQueryChange({ ...query, page })}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  const brandOptions = [
    { value: ALL_BRANDS, label: 'All brands' },
    ...(brands ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
  ];

  return (
    <div data-slot="admin-proposals-list" className="grid gap-6">
      <PageHeader
        title={ADMIN_PROPOSALS_TITLE}
        description="Every brand’s proposals on Colla, with their dates and applications."
        actions={createLink}
      />
      {state.status !== 'forbidden' && (
        <div className="grid gap-4 lg:grid-cols-[auto_minmax(0,14rem)_minmax(0,18rem)] lg:items-end lg:justify-between">
          <div
            role="group"
            aria-label="Filter by status"
            className="flex flex-wrap gap-1 self-end rounded-lg bg-stone-100 p-1"
          >
            {(['all', ...PROPOSAL_STATUSES] as const).map((status) => (
              <Button
                key={status}
                size="sm"
                variant={status === query.status ? 'primary' : 'ghost'}
                aria-pressed={status === query.status}
                onClick={() => onQueryChange({ ...query, status, page: 1 })}
              >
                {ADMIN_STATUS_FILTER_LABELS[status]}
              </Button>
            ))}
          </div>
          <div className="grid gap-1.5">
            <label
              id="admin-proposals-brand-label"
              htmlFor="admin-proposals-brand"
              className="text-sm font-semibold text-ink"
            >
              Brand
            </label>
            <Select
              id="admin-proposals-brand"
              aria-labelledby="admin-proposals-brand-label"
              options={brandOptions}
              value={query.brandId === null ? ALL_BRANDS : String(query.brandId)}
              onValueChange={(value) =>
                onQueryChange({
                  ...query,
                  brandId: value === ALL_BRANDS ? null : Number(value),
                  page: 1,
                })
              }
            />
          </div>
          <form role="search" onSubmit={submit} className="grid gap-1.5">
            <label htmlFor="admin-proposals-search" className="text-sm font-semibold text-ink">
              Search proposals
            </label>
            <Input
              id="admin-proposals-search"
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
