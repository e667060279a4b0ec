import { ScheduledNotifications } from '@colla/ui';
import { useSearchState } from '@colla/ui/lib/search-state';
import { scheduledNotificationsSearch } from './search';

/** `scheduled-notifications`: status and page in the URL. */
export function Component() {
  const { value, set, href } = useSearchState(scheduledNotificationsSearch);
  return (
    <ScheduledNotifications query={value} onQueryChange={set} pageHref={(page) => href({ page })} />
  );
}
