import { FiltersPanel, FiltersToggle, useFilterFold } from '@colla/ui/patterns/filter-fold';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clapperboard, Gift, Search } from 'lucide-react';
import { type ReactNode } from 'react';
import { Button } from '@colla/ui/components/button';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState, NoAccessState } from '@colla/ui/components/error-state';
import { Field } from '@colla/ui/components/field';
import { Pagination } from '@colla/ui/components/pagination';
import { Select, type SelectOption } from '@colla/ui/components/select';
import { SkeletonCards } from '../deals/skeleton-cards';
import { ProposalCover } from '../lib/proposal-detail';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate } from '@colla/ui/lib/format';
import type { ViewState } from '@colla/ui/lib/view-state';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { ResultSummary } from '@colla/ui/patterns/list-screen';
import { SearchField } from '@colla/ui/patterns/list-screen';
import { PageHeader } from '@colla/ui/patterns/page-header';
import { StatusBadge } from '@colla/ui/patterns/status-badge';
import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_LANGUAGES,
  CONTENT_TYPE_LABELS,
  proposalDateRange,
  type ContentLanguage,
} from '../lib/proposal-settings';
import {
  PLATFORM_LABELS,
  type CreatorProposal,
  type CreatorProposalsPage,
} from './proposal-labels';

/** The server's sort orders: newest first, soonest end date first, or by name. */
export const CREATOR_PROPOSALS_SORTS = ['newest', 'ending_soon', 'name'] as const;
export type CreatorProposalsSort = (typeof CREATOR_PROPOSALS_SORTS)[number];
export const CREATOR_PROPOSALS_SORT_LABELS: Record<CreatorProposalsSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  ending_soon: msg`Ending soon`,
  name: msg`Name (A–Z)`,
};

export type CreatorProposalsPlatform = 'instagram' | 'tiktok';
export type CreatorProposalsContentType = 'video' | 'pictures';
/** A language the content may be in (a proposal in `any` matches each). */
export type CreatorProposalsContentLanguage = Exclude<ContentLanguage, 'any'>;

/** What the list shows; the app keeps it in the URL (`?platform=tiktok&search=vermut&page=2`). */
export interface CreatorProposalsQuery {
  category_id?: number;
  platform?: CreatorProposalsPlatform;
  content_type?: CreatorProposalsContentType;
  content_language?: CreatorProposalsContentLanguage;
  brand_id?: number;
  /** The search last sent (the box shows what is being typed). */
  search: string;
  sort: CreatorProposalsSort;
  /** From 1. */
  page: number;
}

/** The query with nothing chosen: what "Clear filters" comes back to (the sort is kept). */
export const EMPTY_CREATOR_PROPOSALS_QUERY: CreatorProposalsQuery = {
  search: '',
  sort: 'newest',
  page: 1,
};

export const CREATOR_PROPOSALS_TITLE = msg`Proposals`;
export const CREATOR_PROPOSALS_DESCRIPTION = msg`Collaborations from brands in Barcelona. Open one to see what they offer and apply.`;
export const CREATOR_PROPOSALS_LOAD_ERROR_HEADING = msg`We couldn’t load proposals`;
export const CREATOR_PROPOSALS_FORBIDDEN_MESSAGE = msg`Proposals are for creator accounts. Sign in with your creator account to browse them.`;

/** The read (`toViewState`): `refreshing` while a newer page or filter loads behind the cards. */
export type CreatorProposalsListState = ViewState<CreatorProposalsPage>;

export interface CreatorProposalsLinks {
  /** A proposal's page, e.g. `(id) => `/app/creator/proposals/${id}``. */
  proposalHref: (id: number) => string;
  /** A category's page, e.g. `(id) => `/app/creator/categories/${id}``. */
  categoryHref: (id: number) => string;
}

/** An option of the category or brand filter. */
export interface CreatorProposalsFilterOption {
  id: number;
  name: string;
}

export type CreatorProposalsListViewProps = CreatorProposalsLinks & {
  state: CreatorProposalsListState;
  query: CreatorProposalsQuery;
  /**
   * A filter, the sort, the search (after a pause in typing, or Enter) or the page changed;
   * everything but the page goes back to page 1.
   */
  onQueryChange: (next: CreatorProposalsQuery) => void;
  /** Clears every filter and the search (a fixed category stays). */
  onClearFilters: () => void;
  /** The category filter's options; while unknown, the filter is hidden. */
  categories?: readonly CreatorProposalsFilterOption[];
  /** The brand filter's options; while unknown or empty, the filter is hidden. */
  brands?: readonly CreatorProposalsFilterOption[];
  /** The category is set by the page (a category's page): no category filter. */
  fixedCategory?: boolean;
  /** Replaces the page header; `null` shows none. */
  header?: ReactNode;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: (page: number) => string;
};

const ALL = 'all';

/** How many filters (not the sort, not the search) are set; a fixed category does not count. */
export function activeFilterCount(query: CreatorProposalsQuery, fixedCategory = false): number {
  return [
    fixedCategory ? undefined : query.category_id,
    query.platform,
    query.content_type,
    query.content_language,
    query.brand_id,
  ].filter((value) => value !== undefined).length;
}

const titleLinkClass = cn(
  'rounded-sm text-lg font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  // The whole card is the target; the link's box stretches over it.
  'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
);

const chipLinkClass = cn(
  // Above the card's stretched link, so each category opens its own page.
  'relative z-10 inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-3 text-sm text-ink sm:min-h-8',
  'hover:border-primary-300 hover:bg-primary-50',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-muted [&>svg]:size-4">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function ProposalCard({
  proposal,
  proposalHref,
  categoryHref,
}: CreatorProposalsLinks & { proposal: CreatorProposal }) {
  const { t, i18n } = useLingui();
  const { settings } = proposal;
  const dates = proposalDateRange(proposal.start_date, proposal.end_date);
  const postBy = settings.posting_deadline ? formatLongDate(settings.posting_deadline) : null;
  return (
    <li
      data-slot="creator-proposal-card"
      className="relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-xs transition-colors hover:border-primary-300"
    >
      <ProposalCover
        image={proposal.image}
        name={proposal.name}
        category={proposal.categories[0]?.name}
        variant="card"
      />
      <div className="grid min-w-0 gap-3 p-4">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium text-muted">{proposal.brand.name}</p>
          <h2 className="min-w-0 break-words">
            {renderLinkOrAnchor(
              { href: proposalHref(proposal.id), label: proposal.name },
              titleLinkClass,
              proposal.name,
            )}
          </h2>
          {proposal.my_application && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <Trans>You applied</Trans> <StatusBadge status={proposal.my_application.status} />
            </p>
          )}
        </div>
        <dl className="grid gap-1.5 text-sm text-ink">
          {settings.compensation_type && (
            <Fact icon={<Gift />} label={t`In exchange`}>
              {settings.compensation_type}
            </Fact>
          )}
          <Fact icon={<Clapperboard />} label={t`Platform and content`}>
            {i18n._(PLATFORM_LABELS[settings.platform])} ·{' '}
            {i18n._(CONTENT_TYPE_LABELS[settings.content_type])}
            {settings.content_language !== 'any' && (
              <> · {i18n._(CONTENT_LANGUAGE_LABELS[settings.content_language])}</>
            )}
          </Fact>
          {dates && (
            <Fact icon={<CalendarDays />} label={t`Dates`}>
              {dates}
              {postBy && <span className="block text-muted">{t`Post by ${postBy}`}</span>}
            </Fact>
          )}
        </dl>
        {proposal.categories.length > 0 && (
          <ul aria-label={t`Categories`} className="flex flex-wrap gap-2">
            {proposal.categories.map((category) => (
              <li key={category.id}>
                {renderLinkOrAnchor(
                  { href: categoryHref(category.id), label: category.name },
                  chipLinkClass,
                  category.name,
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function optionsOf(
  all: string,
  items: readonly CreatorProposalsFilterOption[],
): readonly SelectOption[] {
  return [
    { value: ALL, label: all },
    ...items.map((item) => ({ value: String(item.id), label: item.name })),
  ];
}

const PLATFORM_FILTERS = [
  { value: ALL, label: msg`All platforms` },
  { value: 'instagram', label: msg`Instagram` },
  { value: 'tiktok', label: msg`TikTok` },
] as const;
const CONTENT_TYPE_FILTERS = [
  { value: ALL, label: msg`Any content` },
  { value: 'video', label: msg`Video` },
  { value: 'pictures', label: msg`Pictures` },
] as const;

/** "Any language", then each language; a proposal in any language matches every one. */
const CONTENT_LANGUAGE_FILTERS = CONTENT_LANGUAGES.map((language) => ({
  value: language === 'any' ? ALL : language,
  label: CONTENT_LANGUAGE_LABELS[language],
}));

const idOrUndefined = (value: string) => (value === ALL ? undefined : Number(value));

function isPlatform(value: string): value is CreatorProposalsPlatform {
  return value === 'instagram' || value === 'tiktok';
}
function isContentType(value: string): value is CreatorProposalsContentType {
  return value === 'video' || value === 'pictures';
}
function isContentLanguage(value: string): value is CreatorProposalsContentLanguage {
  return value === 'ca' || value === 'es' || value === 'en';
}
function isSort(value: string): value is CreatorProposalsSort {
  return (CREATOR_PROPOSALS_SORTS as readonly string[]).includes(value);
}

/**
 * Active proposals for a creator as cards (image, brand, what the brand offers, platform and
 * content, dates, categories), with filters by category, platform, content type, content
 * language and brand, a
 * search, a sort and pages. On phones the filters fold behind a "Filters" button that counts the
 * active ones.
 */
export function CreatorProposalsListView({
  state,
  query,
  onQueryChange,
  onClearFilters,
  categories,
  brands,
  fixedCategory = false,
  header,
  pageHref,
  proposalHref,
  categoryHref,
}: CreatorProposalsListViewProps) {
  const { t, i18n } = useLingui();
  const optionsIn = (
    items: readonly { value: string; label: MessageDescriptor }[],
  ): readonly SelectOption[] => items.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const sortOptions = optionsIn(
    CREATOR_PROPOSALS_SORTS.map((sort) => ({
      value: sort,
      label: CREATOR_PROPOSALS_SORT_LABELS[sort],
    })),
  );
  const fold = useFilterFold();
  const count = activeFilterCount(query, fixedCategory);
  const filtered = count > 0 || query.search.trim() !== '';

  const change = (next: Partial<CreatorProposalsQuery>) =>
    onQueryChange({ ...query, ...next, page: next.page ?? 1 });

  const clearButton = (
    <Button variant="outline" onClick={onClearFilters}>
      <Trans>Clear filters</Trans>
    </Button>
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = <SkeletonCards layout="proposal" />;
  } else if (state.status === 'forbidden') {
    body = <NoAccessState message={i18n._(CREATOR_PROPOSALS_FORBIDDEN_MESSAGE)} />;
  } else if (state.status === 'error' || state.status === 'not-found') {
    body = (
      <ErrorState
        heading={i18n._(CREATOR_PROPOSALS_LOAD_ERROR_HEADING)}
        message={state.status === 'error' ? state.message : undefined}
        onRetry={state.status === 'error' ? state.onRetry : undefined}
        retrying={state.status === 'error' && state.retrying}
      />
    );
  } else {
    const { data, meta } = state.data;
    const lastPage = meta.last_page;
    if (data.length === 0 && meta.total > 0) {
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title={t`Nothing on this page`}
          description={t`${plural(lastPage, { one: 'There is # page of proposals.', other: 'There are # pages of proposals.' })}`}
          action={
            <Button variant="outline" onClick={() => change({ page: 1 })}>
              {t`Go to the first page`}
            </Button>
          }
        />
      );
    } else if (data.length === 0 && !filtered) {
      body = (
        <EmptyState
          icon={<Gift aria-hidden="true" />}
          title={fixedCategory ? t`No proposals in this category yet` : t`No proposals right now`}
          description={t`Brands in Barcelona publish new collaborations every week. Come back soon to see what’s open.`}
        />
      );
    } else if (data.length === 0) {
      const words = query.search.trim();
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title={t`No proposals match`}
          description={
            words
              ? t`Nothing matches “${words}” with these filters. Try other words or clear the filters.`
              : t`No open proposals match these filters. Try others or clear them.`
          }
          action={clearButton}
        />
      );
    } else {
      body = (
        <div className="grid gap-6">
          <ul
            aria-label={t`Proposals`}
            aria-busy={state.refreshing || undefined}
            className={cn(
              'grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
              state.refreshing && 'opacity-60',
            )}
          >
            {data.map((proposal) => (
              <ProposalCard
                key={proposal.id}
                proposal={proposal}
                proposalHref={proposalHref}
                categoryHref={categoryHref}
              />
            ))}
          </ul>
          <Pagination
            aria-label={t`Proposals pages`}
            page={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={(page) => change({ page })}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  const showFilters = !(
    state.status === 'forbidden' ||
    (state.status === 'success' && state.data.meta.total === 0 && !filtered)
  );

  return (
    <div data-slot="creator-proposals-list" className="grid min-w-0 gap-6">
      {header === undefined ? (
        <PageHeader
          title={i18n._(CREATOR_PROPOSALS_TITLE)}
          description={i18n._(CREATOR_PROPOSALS_DESCRIPTION)}
        />
      ) : (
        header
      )}
      {showFilters && (
        <div className="grid gap-3">
          <div className="flex items-end gap-2">
            <SearchField
              label={t`Search proposals`}
              placeholder={t`Name or description`}
              value={query.search}
              onSearch={(search) => change({ search })}
              className="min-w-0 flex-1 sm:max-w-sm"
            />
            <FiltersToggle fold={fold} count={count} />
          </div>
          <FiltersPanel
            fold={fold}
            className="sm:grid-cols-2 lg:grid-cols-3 lg:items-end xl:grid-cols-6"
          >
            {!fixedCategory && categories && (
              <Field label={t`Category`}>
                <Select
                  value={query.category_id === undefined ? ALL : String(query.category_id)}
                  onValueChange={(value) => change({ category_id: idOrUndefined(value) })}
                  options={optionsOf(t`All categories`, categories)}
                />
              </Field>
            )}
            <Field label={t`Platform`}>
              <Select
                value={query.platform ?? ALL}
                onValueChange={(value) =>
                  change({ platform: isPlatform(value) ? value : undefined })
                }
                options={optionsIn(PLATFORM_FILTERS)}
              />
            </Field>
            <Field label={t`Content type`}>
              <Select
                value={query.content_type ?? ALL}
                onValueChange={(value) =>
                  change({ content_type: isContentType(value) ? value : undefined })
                }
                options={optionsIn(CONTENT_TYPE_FILTERS)}
              />
            </Field>
            <Field label={t`Content language`}>
              <Select
                value={query.content_language ?? ALL}
                onValueChange={(value) =>
                  change({ content_language: isContentLanguage(value) ? value : undefined })
                }
                options={optionsIn(CONTENT_LANGUAGE_FILTERS)}
              />
            </Field>
            {brands && brands.length > 0 && (
              <Field label={t`Brand`}>
                <Select
                  value={query.brand_id === undefined ? ALL : String(query.brand_id)}
                  onValueChange={(value) => change({ brand_id: idOrUndefined(value) })}
                  options={optionsOf(t`All brands`, brands)}
                />
              </Field>
            )}
            <Field label={t`Sort by`}>
              <Select
                value={query.sort}
                onValueChange={(value) => {
                  if (isSort(value)) change({ sort: value });
                }}
                options={sortOptions}
              />
            </Field>
            {filtered && !(state.status === 'success' && state.data.data.length === 0) && (
              <div className="pb-6">
                <Button variant="ghost" className="w-full sm:w-auto" onClick={onClearFilters}>
                  <Trans>Clear filters</Trans>
                </Button>
              </div>
            )}
          </FiltersPanel>
        </div>
      )}
      <ResultSummary
        state={state}
        words={{
          count: (total, found) =>
            found
              ? t`${plural(total, { one: '# proposal found', other: '# proposals found' })}`
              : t`${plural(total, { one: '# proposal', other: '# proposals' })}`,
          loading: t`Loading proposals…`,
        }}
        filtered={filtered}
      />
      {body}
    </div>
  );
}
