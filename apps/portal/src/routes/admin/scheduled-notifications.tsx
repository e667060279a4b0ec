import { ScheduledNotifications } from '@colla/features/scheduled-notifications';

/** `scheduled-notifications`: the list reads its status and page from the URL itself. */
export function Component() {
  return <ScheduledNotifications />;
}
