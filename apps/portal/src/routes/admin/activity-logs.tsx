import { AdminActivityLogs } from '@colla/features/admin-activity';

/** `activity-logs`: the list reads its user, action, days and page from the URL itself. */
export function Component() {
  return <AdminActivityLogs />;
}
