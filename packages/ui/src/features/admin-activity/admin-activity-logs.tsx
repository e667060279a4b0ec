import { isApiError, useApi } from '@colla/api-client';
import { useState } from 'react';
import { failureMessage } from '../../lib/form-failure';
import {
  ActivityLogsView,
  EMPTY_ACTIVITY_QUERY,
  type ActivityLogsQuery,
  type ActivityLogsState,
} from './admin-activity-logs-view';

export const ACTIVITY_LOGS_PATH = '/api/admin/activity-logs';
export const ACTIVITY_LOGS_PER_PAGE = 20;
/** People offered in the user filter (newest first). */
export const ACTIVITY_USER_OPTIONS_LIMIT = 100;

export interface AdminActivityLogsProps {
  /** The filters and page from the URL; left out, the screen keeps its own. */
  query?: Partial<ActivityLogsQuery>;
  /** Told of every applied filter change or page change. */
  onQueryChange?: (query: ActivityLogsQuery) => void;
  /** Gives every page a URL, so pages are real links. */
  pageHref?: (page: number) => string;
}

/**
 * Reads `GET /api/admin/activity-logs` (user_id, action, from, to, page) into
 * `ActivityLogsView`; the user filter offers people from `GET /api/admin/users`.
 */
export function AdminActivityLogs({
  query: queryProp,
  onQueryChange,
  pageHref,
}: AdminActivityLogsProps) {
  const api = useApi();
  const [ownQuery, setOwnQuery] = useState<ActivityLogsQuery>(EMPTY_ACTIVITY_QUERY);
  const merged: ActivityLogsQuery = {
    userId: queryProp?.userId !== undefined ? queryProp.userId : ownQuery.userId,
    action: queryProp?.action ?? ownQuery.action,
    from: queryProp?.from ?? ownQuery.from,
    to: queryProp?.to ?? ownQuery.to,
    page: queryProp?.page ?? ownQuery.page,
  };
  // Keep one object while nothing changes, so the filters keep what is typed.
  const [query, setQuery] = useState(merged);
  if (
    query.userId !== merged.userId ||
    query.action !== merged.action ||
    query.from !== merged.from ||
    query.to !== merged.to ||
    query.page !== merged.page
  )
    setQuery(merged);

  const change = (next: ActivityLogsQuery) => {
    setOwnQuery(next);
    onQueryChange?.(next);
  };

  const result = api.useQuery(
    'get',
    ACTIVITY_LOGS_PATH,
    {
      params: {
        query: {
          ...(query.userId !== null ? { user_id: query.userId } : {}),
          ...(query.action ? { action: query.action } : {}),
          ...(query.from ? { from: query.from } : {}),
          ...(query.to ? { to: query.to } : {}),
          page: query.page,
          per_page: ACTIVITY_LOGS_PER_PAGE,
        },
      },
    },
    { placeholderData: (previous) => previous },
  );
  const users = api.useQuery('get', '/api/admin/users', {
    params: { query: { per_page: ACTIVITY_USER_OPTIONS_LIMIT } },
  });
  const userOptions = (users.data?.data ?? [])
    .map((user) => ({ id: user.id, name: user.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));

  let state: ActivityLogsState;
  if (result.isSuccess)
    state = { status: 'success', page: result.data, refreshing: result.isPlaceholderData };
  else if (result.isPending) state = { status: 'loading' };
  else if (isApiError(result.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(result.error),
      onRetry: () => void result.refetch(),
      retrying: result.isFetching,
    };

  return (
    <ActivityLogsView
      state={state}
      query={query}
      onQueryChange={change}
      userOptions={userOptions}
      pageHref={pageHref}
    />
  );
}
