import { NotificationsScreen } from '@colla/ui';

export function Component() {
  return <NotificationsScreen />;
}
