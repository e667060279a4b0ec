import { AdminActivityLogs, type ActivityLogsQuery } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { activityLogsSearch } from './search';

/** `activity-logs`: user, action, days and page in the URL. */
export function Component() {
  const { value, set, href } = useSearchState(activityLogsSearch);
  const query: ActivityLogsQuery = {
    userId: value.user_id ?? null,
    action: value.action,
    from: value.from,
    to: value.to,
    page: value.page,
  };
  return (
    <AdminActivityLogs
      query={query}
      onQueryChange={({ userId, ...next }) => set({ ...next, user_id: userId ?? undefined })}
      pageHref={(page) => href({ page })}
    />
  );
}
