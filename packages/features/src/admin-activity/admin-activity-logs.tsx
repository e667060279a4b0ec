import {
  listActivityActionsOptions,
  listActivityLogsOptions,
  listAdminUsersOptions,
} from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { filteredListProps } from '../lib/admin-filtered-list';
import { listParams, useListSearch } from '@colla/ui/patterns/list-screen';
import { ActivityLogsView } from './admin-activity-logs-view';

export const ACTIVITY_LOGS_PER_PAGE = 20;
/** People offered in the user filter (newest first). */
export const ACTIVITY_USER_OPTIONS_LIMIT = 100;

/** The screen's query in the URL: `?user_id=12&action=auth.login&from=2026-05-01&to=…&page=2`. */
export const activityLogsSearch = z.object({
  user_id: listParams.id(),
  action: listParams.text(),
  from: listParams.text(),
  to: listParams.text(),
  page: listParams.page(),
});

/**
 * Reads `listActivityLogs` (user_id, action, from, to and page from the URL) into
 * `ActivityLogsView`; the user filter offers people from `listAdminUsers`, the action filter the
 * actions the log holds (`listActivityActions`), in words.
 */
export function AdminActivityLogs() {
  const list = useListSearch(activityLogsSearch);
  const { query } = list;

  const result = useQuery({
    ...listActivityLogsOptions({
      ...(query.user_id !== null ? { user_id: query.user_id } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      page: query.page,
      per_page: ACTIVITY_LOGS_PER_PAGE,
    }),
    placeholderData: (previous) => previous,
  });
  const users = useQuery(listAdminUsersOptions({ per_page: ACTIVITY_USER_OPTIONS_LIMIT }));
  const userOptions = (users.data?.data ?? [])
    .map((user) => ({ id: user.id, name: user.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));

  const actions = useQuery(listActivityActionsOptions());

  return (
    <ActivityLogsView
      {...filteredListProps(list, result)}
      userOptions={userOptions}
      actionOptions={actions.data?.data ?? []}
    />
  );
}
