import type { components } from '@colla/api-client';
import { CalendarClock, Handshake, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@colla/ui/components/avatar';
import { Button } from '@colla/ui/components/button';
import { buttonVariants } from '@colla/ui/components/button';
import { EmptyState } from '@colla/ui/components/empty-state';
import { ErrorState } from '@colla/ui/components/error-state';
import { Pagination } from '@colla/ui/components/pagination';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate, formatMadridDate, plural } from '@colla/ui/lib/format';
import { renderLinkOrAnchor } from '@colla/ui/lib/link';
import { PageHeader } from '@colla/ui/patterns/page-header';
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

/** What the list shows; the app keeps it in the URL (`?status=active&page=2`). */
export interface DealsQuery {
  /** Only deals with this status; left out, every deal. */
  status?: DealStatus | undefined;
  /** From 1. */
  page: number;
}

export const DEALS_TITLE = 'Deals';
export const DEALS_LOAD_ERROR_HEADING = 'We couldn’t load your deals';
export const DEALS_FORBIDDEN_MESSAGE =
  'Deals are shared between a brand and a creator. Sign in with your brand or creator account to see yours.';
export const DEALS_EMPTY_TITLE = 'No deals yet';
export const DEALS_EMPTY_DESCRIPTIONS: Record<DealsViewer, string> = {
  brand:
    'Deals begin when you accept an application. Review the creators who applied to your proposals, and each one you accept becomes a deal with its tasks here.',
  creator:
    'Apply to proposals from brands in Barcelona. When a brand accepts your application, the deal and its tasks show up here.',
};
const DESCRIPTIONS: Record<DealsViewer, string> = {
  brand: 'Your collaborations with creators: their tasks, progress and next due dates.',
  creator: 'Your collaborations with brands: what to do next and when it is due.',
};
const EMPTY_ACTION_LABELS: Record<DealsViewer, string> = {
  brand: 'Review your proposals',
  creator: 'Browse proposals',
};

export type DealsListState =
  | { status: 'loading' }
  | {
      status: 'success';
      page: DealsPage;
      /** A newer page or filter is loading; the deals shown are the previous answer. */
      refreshing?: boolean;
    }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; onRetry: () => void; retrying?: boolean };

export interface DealsListLinks {
  /** A deal's page, e.g. `(id) => `/app/brand/deals/${id}``. */
  dealHref: (id: number) => string;
  /**
   * Where the empty list sends people: the brand's proposals (to review applications) or, for a
   * creator, the proposals to apply to. Without it the empty list has no button.
   */
  proposalsHref?: string | undefined;
  /** Gives every page a URL, so the pagination controls are real links. */
  pageHref?: ((page: number) => string) | undefined;
}

export type DealsListViewProps = DealsListLinks & {
  viewer: DealsViewer;
  state: DealsListState;
  query: DealsQuery;
  onQueryChange: (next: DealsQuery) => void;
};

const titleLinkClass = cn(
  'rounded-sm text-base font-semibold text-ink underline decoration-transparent underline-offset-4 hover:decoration-current',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  // The whole card is the target; the link's box stretches over it.
  'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
);

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
      <Avatar
        size="sm"
        decorative
        firstName={deal.creator.first_name}
        lastName={deal.creator.last_name}
        src={deal.creator.avatar_path}
      />
      <span className="min-w-0 break-words">{deal.creator.name}</span>
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
  return (
    <li
      data-slot="deal"
      className="relative grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors hover:border-primary-300 sm:grid-cols-[6rem_minmax(0,1fr)_minmax(0,16rem)] sm:p-5"
    >
      {deal.proposal.image ? (
        <img
          src={deal.proposal.image}
          alt=""
          width={96}
          height={96}
          className="aspect-square w-full rounded-lg bg-stone-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center rounded-lg bg-primary-50 text-primary-700"
        >
          <Handshake className="size-7" />
        </span>
      )}
      <div className="grid min-w-0 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-words">
            {renderLinkOrAnchor(
              { href, label: deal.proposal.name },
              titleLinkClass,
              deal.proposal.name,
            )}
          </h2>
          <DealStatusBadge status={deal.status} />
        </div>
        <Counterpart viewer={viewer} deal={deal} />
        <p className="text-sm text-muted">Started {formatMadridDate(deal.created_at)}</p>
      </div>
      <div className="col-span-2 grid content-start gap-2 sm:col-span-1">
        <TaskProgress tasks={deal.tasks} />
        {deal.status === 'active' && deal.next_due_date && (
          <p className="flex items-center gap-1.5 text-sm text-ink">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-muted" />
            Next task due {formatLongDate(deal.next_due_date)}
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
  query,
  onQueryChange,
  dealHref,
  proposalsHref,
  pageHref,
}: DealsListViewProps) {
  const filter = query.status;
  let body: ReactNode;
  let summary = '';
  if (state.status === 'loading') {
    summary = 'Loading deals…';
    body = (
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <li
            key={index}
            className="grid grid-cols-[4.5rem_1fr] gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[6rem_1fr]"
          >
            <Skeleton className="aspect-square h-auto w-full" />
            <div className="grid content-start gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="w-1/3" />
              <Skeleton className="h-2 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'forbidden') {
    body = <ErrorState heading="No access" message={DEALS_FORBIDDEN_MESSAGE} />;
  } else if (state.status === 'error') {
    body = (
      <ErrorState
        heading={DEALS_LOAD_ERROR_HEADING}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  } else {
    const { data, meta } = state.page;
    summary = state.refreshing
      ? 'Loading deals…'
      : filter
        ? plural(
            meta.total,
            `${DEAL_STATUS_LABELS[filter].toLowerCase()} deal`,
            `${DEAL_STATUS_LABELS[filter].toLowerCase()} deals`,
          )
        : plural(meta.total, 'deal', 'deals');
    if (data.length === 0 && meta.total > 0) {
      body = (
        <EmptyState
          icon={<Handshake aria-hidden="true" />}
          title="Nothing on this page"
          description={`There are ${plural(meta.last_page, 'page', 'pages')} of deals.`}
          action={
            <Button variant="outline" onClick={() => onQueryChange({ ...query, page: 1 })}>
              Go to the first page
            </Button>
          }
        />
      );
    } else if (data.length === 0 && !filter) {
      body = (
        <EmptyState
          icon={<Handshake aria-hidden="true" />}
          title={DEALS_EMPTY_TITLE}
          description={DEALS_EMPTY_DESCRIPTIONS[viewer]}
          action={
            proposalsHref
              ? renderLinkOrAnchor(
                  { href: proposalsHref, label: EMPTY_ACTION_LABELS[viewer] },
                  buttonVariants(),
                  EMPTY_ACTION_LABELS[viewer],
                )
              : undefined
          }
        />
      );
    } else if (data.length === 0 && filter) {
      body = (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title={`No ${DEAL_STATUS_LABELS[filter].toLowerCase()} deals`}
          description={`You have no ${DEAL_STATUS_LABELS[filter].toLowerCase()} deals right now. Your other deals are under All.`}
          action={
            <Button variant="outline" onClick={() => onQueryChange({ page: 1 })}>
              Show all deals
            </Button>
          }
        />
      );
    } else {
      body = (
        <div className="grid gap-6">
          <ul
            aria-label="Deals"
            aria-busy={state.refreshing || undefined}
            className={cn('grid gap-3 transition-opacity', state.refreshing && 'opacity-60')}
          >
            {data.map((deal) => (
              <DealRow key={deal.id} deal={deal} viewer={viewer} href={dealHref(deal.id)} />
            ))}
          </ul>
          <Pagination
            aria-label="Deals pages"
            page={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={(page) => onQueryChange({ ...query, page })}
            getHref={pageHref}
          />
        </div>
      );
    }
  }

  const showFilters = !(
    state.status === 'forbidden' ||
    (state.status === 'success' && state.page.meta.total === 0 && !filter)
  );

  return (
    <div data-slot="deals-list" className="grid gap-6">
      <PageHeader title={DEALS_TITLE} description={DESCRIPTIONS[viewer]} />
      {showFilters && (
        <div
          role="group"
          aria-label="Filter by status"
          className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
        >
          {([undefined, ...DEAL_STATUSES] as const).map((status) => {
            const pressed = status === filter;
            return (
              <Button
                key={status ?? 'all'}
                size="sm"
                variant={pressed ? 'primary' : 'ghost'}
                aria-pressed={pressed}
                onClick={() => onQueryChange(status ? { status, page: 1 } : { page: 1 })}
              >
                {status ? DEAL_STATUS_LABELS[status] : 'All'}
              </Button>
            );
          })}
        </div>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {summary}
      </p>
      {body}
    </div>
  );
}
