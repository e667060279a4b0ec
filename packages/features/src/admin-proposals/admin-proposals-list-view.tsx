import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { CalendarDays, FileText, Plus, Users } from 'lucide-react';
import { buttonVariants } from '@colla/ui/components/button';
import { Select } from '@colla/ui/components/select';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { ListRows, ListSkeleton } from '@colla/ui/patterns/list-screen';
import { SegmentedFilter } from '@colla/ui/patterns/list-screen';
import { FilteredListScreen } from '../lib/filtered-list-screen';
import {
  PROPOSAL_STATUSES,
  StatusBadge,
  type ProposalStatus,
} from '@colla/ui/patterns/status-badge';

export type AdminProposalListItem = components['schemas']['ProposalListItem'];
export type AdminProposalsPage = components['schemas']['ProposalListItemPage'];
export type AdminBrandOption = components['schemas']['BrandOption'];

/** The status filter: one status, or every proposal. */
export type AdminProposalsStatusFilter = ProposalStatus | 'all';

/** What the list shows, from the URL (`?status=active&brand_id=1&search=vermut&page=2`). */
export interface AdminProposalsQuery {
  status: AdminProposalsStatusFilter;
  /** A brand's id, or null for every brand. */
  brand_id: number | null;
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
export const ADMIN_PROPOSALS_STATUS_FILTERS = ['all', ...PROPOSAL_STATUSES] as const;
const ALL_BRANDS = 'all';

export type AdminProposalsListState = ViewState<AdminProposalsPage>;

export interface AdminProposalsListLinks {
  /** A proposal's admin page, e.g. `(id) => `/app/admin/proposals/${id}``. */
  proposalHref: (id: number) => string;
  /** Where "Create proposal" goes, e.g. `/app/admin/proposals/create`. */
  createHref: string;
}

export type AdminProposalsListViewProps = AdminProposalsListLinks & {
  state: AdminProposalsListState;
  query: AdminProposalsQuery;
  /** A new status, brand or search (after a pause in typing); the list goes back to page 1. */
  onFilter: (patch: Partial<Omit<AdminProposalsQuery, 'page'>>) => void;
  /** Clears every filter and the search. */
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: (page: number) => string;
  /** Every brand, for the brand filter (undefined while loading). */
  brands?: readonly AdminBrandOption[];
};

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

function ProposalRow({ proposal, href }: { proposal: AdminProposalListItem; href: string }) {
  const { t } = useLingui();
  const pending = proposal.pending_applications_count;
  return (
    <li
      data-slot="admin-proposal"
      className="relative grid gap-1.5 rounded-lg border border-line bg-surface px-4 py-3 transition-colors hover:border-primary-300 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_minmax(0,1.4fr)_auto] md:items-center md:gap-x-4"
    >
      <h2 className="min-w-0 break-words">
        {renderLinkOrAnchor({ href, label: proposal.name }, titleLinkClass, proposal.name)}
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
          {t`${plural(proposal.applications_count, { one: '# application', other: '# applications' })}`}
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
  onFilter,
  onClearFilters,
  onPageChange,
  pageHref,
  brands,
  proposalHref,
  createHref,
}: AdminProposalsListViewProps) {
  const { t } = useLingui();
  const filtered = query.status !== 'all' || query.brand_id !== null || query.search.trim() !== '';
  const createLink = renderLinkOrAnchor(
    { href: createHref, label: ADMIN_CREATE_PROPOSAL_LABEL },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {ADMIN_CREATE_PROPOSAL_LABEL}
    </>,
  );
  const brandOptions = [
    { value: ALL_BRANDS, label: 'All brands' },
    ...(brands ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
  ];

  return (
    <FilteredListScreen
      slot="admin-proposals-list"
      title={ADMIN_PROPOSALS_TITLE}
      description="Every brand’s proposals on Colla, with their dates and applications."
      actions={createLink}
      filters={
        <>
          <SegmentedFilter
            label="Filter by status"
            options={ADMIN_PROPOSALS_STATUS_FILTERS}
            labels={ADMIN_STATUS_FILTER_LABELS}
            value={query.status}
            onChange={(status) => onFilter({ status })}
            className="self-end"
          />
          <div className="grid gap-1.5 sm:w-56">
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
              value={query.brand_id === null ? ALL_BRANDS : String(query.brand_id)}
              onValueChange={(value) =>
                onFilter({ brand_id: value === ALL_BRANDS ? null : Number(value) })
              }
            />
          </div>
        </>
      }
      search={{
        label: 'Search proposals',
        placeholder: 'Name or description',
        value: query.search,
        onSearch: (text) => onFilter({ search: text }),
        className: 'lg:w-72',
      }}
      state={state}
      filtered={filtered}
      words={{
        count: (total, found) =>
          found
            ? t`${plural(total, { one: '# proposal found', other: '# proposals found' })}`
            : t`${plural(total, { one: '# proposal', other: '# proposals' })}`,
        loading: t`Loading proposals…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of proposals.', other: 'There are # pages of proposals.' })}`,
      }}
      icon={FileText}
      loading={<ListSkeleton count={4} />}
      empty={{
        title: 'No proposals yet',
        description:
          'No brand has published a proposal on Colla yet. Create the first one for a brand.',
        action: createLink,
      }}
      noMatch={{
        title: 'No proposals match',
        description: 'Nothing matches these filters. Try other words or clear the filters.',
        onClear: onClearFilters,
      }}
      forbiddenMessage={ADMIN_PROPOSALS_FORBIDDEN_MESSAGE}
      errorHeading={ADMIN_PROPOSALS_LOAD_ERROR_HEADING}
      rows={(proposals) => (
        <ListRows label="Proposals">
          {proposals.map((proposal) => (
            <ProposalRow key={proposal.id} proposal={proposal} href={proposalHref(proposal.id)} />
          ))}
        </ListRows>
      )}
      paginationLabel="Proposals pages"
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
