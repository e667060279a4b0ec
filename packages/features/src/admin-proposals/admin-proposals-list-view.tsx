import { PROPOSAL_STATUS_FILTER_LABELS, useProposalListWords } from '../lib/proposal-list-words';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export const ADMIN_PROPOSALS_TITLE: MessageDescriptor = msg`Proposals`;
export const ADMIN_CREATE_PROPOSAL_LABEL: MessageDescriptor = msg`Create proposal`;
export const ADMIN_PROPOSALS_LOAD_ERROR_HEADING: MessageDescriptor = msg`We couldn’t load the proposals`;
export const ADMIN_PROPOSALS_FORBIDDEN_MESSAGE: MessageDescriptor = msg`Only Colla admins can see every proposal. Sign in with an admin account to manage them.`;
export const ADMIN_STATUS_FILTER_LABELS: Record<AdminProposalsStatusFilter, MessageDescriptor> =
  PROPOSAL_STATUS_FILTER_LABELS;
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

/** The proposal's dates in words, in the active language (called while rendering). */
function dateRange(start: string | null, end: string | null): string {
  const startDate = start ? formatLongDate(start) : '';
  const endDate = end ? formatLongDate(end) : '';
  if (start && end) return t`${startDate} – ${endDate}`;
  if (start) return t`From ${startDate}`;
  if (end) return t`Until ${endDate}`;
  return t`No dates set`;
}

const titleLinkClass = cn(
  'rounded-sm font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
);

function ProposalRow({ proposal, href }: { proposal: AdminProposalListItem; href: string }) {
  const { t: translate } = useLingui();
  const pending = proposal.pending_applications_count;
  const applications = proposal.applications_count;
  return (
    <li
      data-slot="admin-proposal"
      className="relative grid gap-1.5 rounded-lg border border-line bg-surface px-4 py-3 transition-colors hover:border-primary-300 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_minmax(0,1.4fr)_auto] md:items-center md:gap-x-4"
    >
      <h2 className="min-w-0 break-words">
        {renderLinkOrAnchor({ href, label: proposal.name }, titleLinkClass, proposal.name)}
      </h2>
      <p className="min-w-0 text-sm break-words text-muted">
        <span className="sr-only">
          <Trans>Brand:</Trans>{' '}
        </span>
        {proposal.brand.name}
      </p>
      <div>
        <StatusBadge status={proposal.status} />
      </div>
      <p className="flex items-center gap-1.5 text-sm text-ink">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className="sr-only">
          <Trans>Dates:</Trans>{' '}
        </span>
        {dateRange(proposal.start_date, proposal.end_date)}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-ink md:justify-end">
        <Users aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span>
          {translate`${plural(applications, { one: '# application', other: '# applications' })}`}
          {pending > 0 && (
            <span className="font-semibold text-warning-800">
              {' · '}
              {translate`${plural(pending, { one: '# pending', other: '# pending' })}`}
            </span>
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
  const proposalWords = useProposalListWords();
  const { i18n, t: translate } = useLingui();
  const filtered = query.status !== 'all' || query.brand_id !== null || query.search.trim() !== '';
  const createLink = renderLinkOrAnchor(
    { href: createHref, label: i18n._(ADMIN_CREATE_PROPOSAL_LABEL) },
    buttonVariants(),
    <>
      <Plus aria-hidden="true" className="size-4" />
      {i18n._(ADMIN_CREATE_PROPOSAL_LABEL)}
    </>,
  );
  const statusLabels = Object.fromEntries(
    Object.entries(ADMIN_STATUS_FILTER_LABELS).map(([status, label]) => [status, i18n._(label)]),
  ) as Record<AdminProposalsStatusFilter, string>;
  const brandOptions = [
    { value: ALL_BRANDS, label: translate`All brands` },
    ...(brands ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
  ];

  return (
    <FilteredListScreen
      slot="admin-proposals-list"
      title={i18n._(ADMIN_PROPOSALS_TITLE)}
      description={translate`Every brand’s proposals on Colla, with their dates and applications.`}
      actions={createLink}
      filters={
        <>
          <SegmentedFilter
            label={translate`Filter by status`}
            options={ADMIN_PROPOSALS_STATUS_FILTERS}
            labels={statusLabels}
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
              <Trans>Brand</Trans>
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
        label: translate`Search proposals`,
        placeholder: translate`Name or description`,
        value: query.search,
        onSearch: (text) => onFilter({ search: text }),
        className: 'lg:w-72',
      }}
      state={state}
      filtered={filtered}
      words={proposalWords}
      icon={FileText}
      loading={<ListSkeleton count={4} />}
      empty={{
        title: translate`No proposals yet`,
        description: translate`No brand has published a proposal on Colla yet. Create the first one for a brand.`,
        action: createLink,
      }}
      noMatch={{
        title: translate`No proposals match`,
        description: translate`Nothing matches these filters. Try other words or clear the filters.`,
        onClear: onClearFilters,
      }}
      forbiddenMessage={i18n._(ADMIN_PROPOSALS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(ADMIN_PROPOSALS_LOAD_ERROR_HEADING)}
      rows={(proposals) => (
        <ListRows label={translate`Proposals`}>
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
