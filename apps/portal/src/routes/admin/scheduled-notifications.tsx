import { ScheduledNotifications } from '@colla/ui';

/** `scheduled-notifications`: the list reads its status and page from the URL itself. */
export function Component() {
  return <ScheduledNotifications />;
}
