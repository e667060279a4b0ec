import { AdminUsersList } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { adminUserHref } from './paths';
import { usersSearch } from './search';

/** `users`: search, type, status and page live in the URL. */
export function Component() {
  const { value, set, href } = useSearchState(usersSearch);
  return (
    <AdminUsersList
      query={value}
      onQueryChange={set}
      pageHref={(page) => href({ page })}
      userHref={adminUserHref}
    />
  );
}
