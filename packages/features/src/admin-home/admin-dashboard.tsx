import { getAdminDashboardOptions, isApiError } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../lib/form-failure';
import {
  AdminDashboardView,
  type AdminDashboardLinks,
  type AdminDashboardState,
} from './admin-dashboard-view';

export type AdminDashboardProps = AdminDashboardLinks;

/** Reads `getAdminDashboard` and shows it with `AdminDashboardView`. */
export function AdminDashboard(props: AdminDashboardProps) {
  const query = useQuery(getAdminDashboardOptions());

  let state: AdminDashboardState;
  if (query.isSuccess) state = { status: 'success', dashboard: query.data };
  else if (query.isPending) state = { status: 'loading' };
  else if (isApiError(query.error, 403)) state = { status: 'forbidden' };
  else
    state = {
      status: 'error',
      message: failureMessage(query.error),
      onRetry: () => void query.refetch(),
      retrying: query.isFetching,
    };

  return <AdminDashboardView state={state} {...props} />;
}
