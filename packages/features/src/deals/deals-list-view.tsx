import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '@colla/api-client';
import { CalendarClock, Handshake } from 'lucide-react';
import { buttonVariants } from '@colla/ui/components/button';
import { EmptyState } from '@colla/ui/components/empty-state';
import { SkeletonCards } from './skeleton-cards';
import { formatLongDate, formatMadridDate } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import type { ViewState } from '@colla/ui/lib/view-state';
import {
  ListRows,
  ListScreen,
  NoMatchState,
  SegmentedFilter,
} from '@colla/ui/patterns/list-screen';
import { stretchedLinkClass } from '../lib/stretched-link';
import { CreatorAvatarName } from './creator-avatar-name';
import { DealCover } from './deal-cover';
import {
  DEAL_STATUSES,
  DEAL_STATUS_LABELS,
  DealStatusBadge,
  type DealStatus,
} from './deal-status-badge';
import { TaskProgress } from './task-progress';

export type DealListItem = components['schemas']['DealListItem'];
export type DealsPage = components['schemas']['DealListItemPage'];

/** The side looking at its deals: each deal shows the other side. */
export type DealsViewer = 'brand' | 'creator';

/** The status filter: one status, or every deal. */
export type DealsStatusFilter = DealStatus | 'all';

export const DEALS_TITLE = msg`Deals`;
export const DEALS_LOAD_ERROR_HEADING = msg`We couldn’t load your deals`;
export const DEALS_FORBIDDEN_MESSAGE = msg`Deals are shared between a brand and a creator. Sign in with your brand or creator account to see yours.`;
export const DEALS_EMPTY_TITLE = msg`No deals yet`;
export const DEALS_EMPTY_DESCRIPTIONS: Record<DealsViewer, MessageDescriptor> = {
  brand: msg`Deals begin when you accept an application. Review the creators who applied to your proposals, and each one you accept becomes a deal with its tasks here.`,
  creator: msg`Apply to proposals from brands in Barcelona. When a brand accepts your application, the deal and its tasks show up here.`,
};
const DESCRIPTIONS: Record<DealsViewer, MessageDescriptor> = {
  brand: msg`Your collaborations with creators: their tasks, progress and next due dates.`,
  creator: msg`Your collaborations with brands: what to do next and when it is due.`,
};
const EMPTY_ACTION_LABELS: Record<DealsViewer, MessageDescriptor> = {
  brand: msg`Review your proposals`,
  creator: msg`Browse proposals`,
};
/** An empty status filter: its heading and sentence, whole for each status. */
const NO_MATCH: Record<DealStatus, { title: MessageDescriptor; description: MessageDescriptor }> = {
  active: {
    title: msg`No active deals`,
    description: msg`You have no active deals right now. Your other deals are under All.`,
  },
  completed: {
    title: msg`No completed deals`,
    description: msg`You have no completed deals right now. Your other deals are under All.`,
  },
  cancelled: {
    title: msg`No cancelled deals`,
    description: msg`You have no cancelled deals right now. Your other deals are under All.`,
  },
};

export type DealsListState = ViewState<DealsPage>;

export interface DealsListLinks {
  /** A deal's page, e.g. `(id) => `/app/brand/deals/${id}``. */
  dealHref: (id: number) => string;
  /**
   * Where the empty list sends people: the brand's proposals (to review applications) or, for a
   * creator, the proposals to apply to. Without it the empty list has no button.
   */
  proposalsHref?: string | undefined;
}

export type DealsListViewProps = DealsListLinks & {
  viewer: DealsViewer;
  state: DealsListState;
  statusFilter: DealsStatusFilter;
  /** A new status filter (the list goes back to page 1). */
  onStatusFilterChange: (status: DealsStatusFilter) => void;
  onPageChange: (page: number) => void;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: ((page: number) => string) | undefined;
};

const STATUS_FILTER_LABELS: Record<DealsStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  ...DEAL_STATUS_LABELS,
};

/** The other side of a deal: the creator (with their photo) for a brand, the brand for a creator. */
export function Counterpart({
  viewer,
  deal,
}: {
  viewer: DealsViewer;
  deal: Pick<DealListItem, 'brand' | 'creator'>;
}) {
  if (viewer === 'creator')
    return <span className="text-sm font-medium text-muted">{deal.brand.name}</span>;
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted">
      <CreatorAvatarName creator={deal.creator} />
    </span>
  );
}

function DealRow({
  deal,
  viewer,
  href,
}: {
  deal: DealListItem;
  viewer: DealsViewer;
  href: string;
}) {
  const { t } = useLingui();
  const started = formatMadridDate(deal.created_at);
  const nextDue = deal.next_due_date ? formatLongDate(deal.next_due_date) : null;
  return (
    <li
      data-slot="deal"
      className="relative grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors hover:border-primary-300 sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,16rem)] sm:p-5"
    >
      <DealCover
        image={deal.proposal.image}
        name={deal.proposal.name}
        size={96}
        className="aspect-square rounded-lg"
        placeholderClassName="flex rounded-lg"
        iconClassName="size-7"
      />
      <div className="grid min-w-0 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-words">
            {renderLinkOrAnchor(
              { href, label: deal.proposal.name },
              stretchedLinkClass('text-base font-semibold'),
              deal.proposal.name,
            )}
          </h2>
          <DealStatusBadge status={deal.status} />
        </div>
        <Counterpart viewer={viewer} deal={deal} />
        <p className="text-sm text-muted">{t`Started ${started}`}</p>
      </div>
      <div className="col-span-2 grid content-start gap-2 sm:col-span-1">
        <TaskProgress tasks={deal.tasks} />
        {deal.status === 'active' && nextDue && (
          <p className="flex items-center gap-1.5 text-sm text-ink">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-muted" />
            {t`Next task due ${nextDue}`}
          </p>
        )}
      </div>
    </li>
  );
}

/** A brand's or a creator's deals: each with its progress and next due date, by status and page. */
export function DealsListView({
  viewer,
  state,
  statusFilter,
  onStatusFilterChange,
  onPageChange,
  pageHref,
  dealHref,
  proposalsHref,
}: DealsListViewProps) {
  const { t, i18n } = useLingui();
  const dealCounts: Record<typeof statusFilter, (total: number) => string> = {
    all: (total) => t`${plural(total, { one: '# deal', other: '# deals' })}`,
    active: (total) => t`${plural(total, { one: '# active deal', other: '# active deals' })}`,
    completed: (total) =>
      t`${plural(total, { one: '# completed deal', other: '# completed deals' })}`,
    cancelled: (total) =>
      t`${plural(total, { one: '# cancelled deal', other: '# cancelled deals' })}`,
  };
  const filter = statusFilter === 'all' ? null : NO_MATCH[statusFilter];
  const statusLabels = Object.fromEntries(
    Object.entries(STATUS_FILTER_LABELS).map(([status, label]) => [status, i18n._(label)]),
  ) as Record<DealsStatusFilter, string>;
  const emptyAction = i18n._(EMPTY_ACTION_LABELS[viewer]);
  const icon = <Handshake aria-hidden="true" />;
  // Nothing to narrow while the unfiltered list is empty.
  const nothingYet = state.status === 'success' && state.data.meta.total === 0 && !filter;
  return (
    <ListScreen
      slot="deals-list"
      title={i18n._(DEALS_TITLE)}
      description={i18n._(DESCRIPTIONS[viewer])}
      filters={
        nothingYet ? undefined : (
          <SegmentedFilter
            label={t`Filter by status`}
            options={['all', ...DEAL_STATUSES]}
            labels={statusLabels}
            value={statusFilter}
            onChange={onStatusFilterChange}
            className="max-w-full"
          />
        )
      }
      state={state}
      // The count names the status ("1 completed deal"), so it does not add "found"; an empty
      // filter shows its own state through `empty`.
      filtered={false}
      words={{
        count: (total) => dealCounts[statusFilter](total),
        loading: t`Loading deals…`,
        pages: (lastPage) =>
          t`${plural(lastPage, { one: 'There is # page of deals.', other: 'There are # pages of deals.' })}`,
      }}
      loading={<SkeletonCards layout="deal" />}
      icon={icon}
      empty={
        filter ? (
          <NoMatchState
            title={i18n._(filter.title)}
            description={i18n._(filter.description)}
            clearLabel={t`Show all deals`}
            onClear={() => onStatusFilterChange('all')}
          />
        ) : (
          <EmptyState
            icon={icon}
            title={i18n._(DEALS_EMPTY_TITLE)}
            description={i18n._(DEALS_EMPTY_DESCRIPTIONS[viewer])}
            action={
              proposalsHref
                ? renderLinkOrAnchor(
                    { href: proposalsHref, label: emptyAction },
                    buttonVariants(),
                    emptyAction,
                  )
                : undefined
            }
          />
        )
      }
      noMatch={null}
      forbiddenMessage={i18n._(DEALS_FORBIDDEN_MESSAGE)}
      errorHeading={i18n._(DEALS_LOAD_ERROR_HEADING)}
      rows={(deals) => (
        <ListRows label={t`Deals`} className="gap-3">
          {deals.map((deal) => (
            <DealRow key={deal.id} deal={deal} viewer={viewer} href={dealHref(deal.id)} />
          ))}
        </ListRows>
      )}
      paginationLabel={t`Deals pages`}
      onPageChange={onPageChange}
      pageHref={pageHref}
    />
  );
}
