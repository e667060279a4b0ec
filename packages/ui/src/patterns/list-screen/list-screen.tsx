import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ErrorState, NoAccessState } from '../../components/error-state/error-state';
import { Pagination } from '../../components/pagination/pagination';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import type { ViewState } from '../../lib/view-state';
import { PageHeader } from '../page-header/page-header';
import { ResultSummary, type ListWords } from './result-summary';

/** A page of a paginated read, as the API answers it. */
export interface ListPage<T> {
  data: readonly T[];
  meta: { current_page: number; last_page: number; total: number };
}

export interface ListScreenProps<T> {
  /** The root's `data-slot`, e.g. `admin-brands-list`. */
  slot?: string;
  title: string;
  description?: ReactNode;
  /** The header's actions, e.g. a "New brand" link; not shown without access. */
  actions?: ReactNode;
  /** Shown under the header, e.g. an alert after an invitation. */
  banner?: ReactNode;

  /** Slot: the filters (`SegmentedFilter`, selects, a form); not shown without access. */
  filters?: ReactNode;
  /** Slot: the search (`SearchField`); not shown without access. */
  search?: ReactNode;
  /** Hides filters and search while the unfiltered list has nothing (there is nothing to narrow). */
  hideToolbarWhenEmpty?: boolean;

  /** The read, from `toViewState(result)`. */
  state: ViewState<ListPage<T>>;
  /** A filter or search is on: no rows means "no match" (not "empty"), the count says "found". */
  filtered: boolean;
  /** The count, the loading line and the out-of-range sentence, from the feature's catalog. */
  words: ListWords;
  /** Said before the count, e.g. "Forn Sant Pau was deleted." */
  notice?: string | null;

  /** Slot: the page's rows, e.g. `<ListRows>` of items or a `DataTable`. */
  rows: (items: readonly T[]) => ReactNode;
  /** Slot: what shows while the first page loads; skeleton cards by default. */
  loading?: ReactNode;
  /** Slot: nothing at all yet (no filter on), usually an `EmptyState` with the first action. */
  empty: ReactNode;
  /** Slot: nothing matches the filters or search, usually an `EmptyState` that clears them. */
  noMatch: ReactNode;
  /** Slot: a page past the last one; by default "Nothing on this page" with a way to page 1. */
  outOfRange?: ReactNode;
  /** The list's icon, for the default out-of-range state. */
  icon?: ReactNode;
  /** Slot: why there is no access (a 403), under the "No access" heading. */
  forbiddenMessage: ReactNode;
  /** Slot: the heading of a failed read; the message and Try Again come from `state`. */
  errorHeading: ReactNode;

  /** The pagination's name, e.g. "Brands pages". */
  paginationLabel: string;
  onPageChange: (page: number) => void;
  /** Gives every page a URL (`href({ page })` of `useListSearch`), so pages are real links. */
  pageHref?: (page: number) => string;
}

/** Skeleton cards, the default loading slot. */
export function ListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden="true" data-slot="list-skeleton" className="grid gap-2">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="grid gap-2 rounded-xl border border-line bg-surface p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="w-1/3" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The usual `noMatch` slot: what matched nothing and a button that clears the filters (or the
 * search), under a search icon unless another `icon` is given.
 */
export function NoMatchState({
  title,
  description,
  onClear,
  clearLabel,
  icon = <Search aria-hidden="true" />,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClear: () => void;
  clearLabel?: string;
  icon?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          {clearLabel ?? t`Clear filters`}
        </Button>
      }
    />
  );
}

/** The rows of a list that is not a table: a labelled `<ul>` of cards. */
export function ListRows({
  label,
  className,
  children,
}: {
  /** Names the list, e.g. "Brands". */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-2', className)}>
      {children}
    </ul>
  );
}

/**
 * A list screen: header, filters and search, a count, then exactly one of loading, the rows and
 * pagination, empty, no match, out of range, no access or an error with Try Again. Pure: it shows
 * `state` and calls back; `useListSearch` (URL) and `toViewState` (query) feed it.
 */
export function ListScreen<T>({
  slot,
  title,
  description,
  actions,
  banner,
  filters,
  search,
  hideToolbarWhenEmpty = false,
  state,
  filtered,
  words,
  notice,
  rows,
  loading,
  empty,
  noMatch,
  outOfRange,
  icon,
  forbiddenMessage,
  errorHeading,
  paginationLabel,
  onPageChange,
  pageHref,
}: ListScreenProps<T>) {
  const { t } = useLingui();
  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = loading ?? <ListSkeleton />;
      break;
    case 'forbidden':
      body = <NoAccessState message={forbiddenMessage} />;
      break;
    case 'not-found':
    case 'error':
      body = (
        <ErrorState
          heading={errorHeading}
          message={state.status === 'error' ? state.message : undefined}
          onRetry={state.status === 'error' ? state.onRetry : undefined}
          retrying={state.status === 'error' && state.retrying}
        />
      );
      break;
    case 'success': {
      const { data, meta } = state.data;
      if (data.length === 0 && meta.total > 0) {
        body = outOfRange ?? (
          <EmptyState
            icon={icon}
            title={t`Nothing on this page`}
            description={words.pages(meta.last_page)}
            action={
              <Button variant="outline" onClick={() => onPageChange(1)}>
                {t`Go to the first page`}
              </Button>
            }
          />
        );
      } else if (data.length === 0) {
        body = filtered ? noMatch : empty;
      } else {
        body = (
          <div
            aria-busy={state.refreshing || undefined}
            className={cn('grid gap-6 transition-opacity', state.refreshing && 'opacity-60')}
          >
            {rows(data)}
            <Pagination
              aria-label={paginationLabel}
              page={meta.current_page}
              lastPage={meta.last_page}
              onPageChange={onPageChange}
              getHref={pageHref}
            />
          </div>
        );
      }
    }
  }

  const forbidden = state.status === 'forbidden';
  const emptyAndUnfiltered = state.status === 'success' && state.data.meta.total === 0 && !filtered;
  const showToolbar =
    !forbidden && !(hideToolbarWhenEmpty && emptyAndUnfiltered) && Boolean(filters ?? search);

  return (
    <div data-slot={slot ?? 'list-screen'} className="grid gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={forbidden ? undefined : actions}
      />
      {banner}
      {showToolbar && (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          {filters && (
            <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-end lg:flex-1">
              {filters}
            </div>
          )}
          {search}
        </div>
      )}
      <ResultSummary state={state} words={words} filtered={filtered} notice={notice} />
      {body}
    </div>
  );
}
