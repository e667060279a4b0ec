import { NotificationsScreen } from '@colla/features/notifications';

export function Component() {
  return <NotificationsScreen />;
}
