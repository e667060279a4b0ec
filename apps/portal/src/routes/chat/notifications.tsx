import { NotificationsScreen } from '@colla/features/notifications';
import { useDealSide } from '../deals/side';

/** `notifications`: the side's notifications, newest first. */
export function Component() {
  return <NotificationsScreen viewer={useDealSide()} />;
}
