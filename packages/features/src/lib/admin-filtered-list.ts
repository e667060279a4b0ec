import type { ListSearch } from '@colla/ui/patterns/list-screen';
import { toViewState } from './query-state';

type QueryResult<T> = Parameters<typeof toViewState<T>>[0];

/**
 * The props a filtered list view (admin users, proposals, activity) takes from its container:
 * the read as a `ViewState`, and the URL query with what changes it (`useListSearch`).
 */
export function filteredListProps<Q, T>(list: ListSearch<Q>, result: QueryResult<T>) {
  return {
    state: toViewState(result),
    query: list.query,
    onFilter: list.filter,
    onClearFilters: list.clear,
    onPageChange: list.onPageChange,
    pageHref: list.pageHref,
  };
}
