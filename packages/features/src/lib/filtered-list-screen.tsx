import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from '@colla/ui/components/empty-state';
import {
  ListScreen,
  NoMatchState,
  SearchField,
  type ListScreenProps,
  type SearchFieldProps,
} from '@colla/ui/patterns/list-screen';

export interface FilteredListScreenProps<T> extends Omit<
  ListScreenProps<T>,
  'icon' | 'empty' | 'noMatch' | 'search'
> {
  /** The list's icon: on the empty state and the default out-of-range state. */
  icon: LucideIcon;
  /** The search box, if the list has one. */
  search?: SearchFieldProps;
  /** Nothing at all yet: what to say, and usually the first action. */
  empty: { title: ReactNode; description: ReactNode; action?: ReactNode };
  /** Nothing matches: what to say, and the button that clears the filters (or the search). */
  noMatch: ComponentProps<typeof NoMatchState>;
}

/**
 * A `ListScreen` with the usual search box, empty state (under the list's icon) and no-match
 * state (a button that clears), so each list view only says its words.
 */
export function FilteredListScreen<T>({
  icon: Icon,
  search,
  empty,
  noMatch,
  ...props
}: FilteredListScreenProps<T>) {
  return (
    <ListScreen
      {...props}
      search={search && <SearchField {...search} />}
      icon={<Icon aria-hidden="true" />}
      empty={<EmptyState icon={<Icon aria-hidden="true" />} {...empty} />}
      noMatch={<NoMatchState {...noMatch} />}
    />
  );
}
