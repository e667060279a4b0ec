import { getAdminDashboardOptions } from '@colla/api-client';
import { useQuery } from '@tanstack/react-query';
import { toViewState } from '../lib/query-state';
import { AdminDashboardView, type AdminDashboardLinks } from './admin-dashboard-view';

export type AdminDashboardProps = AdminDashboardLinks;

/** Reads `getAdminDashboard` and shows it with `AdminDashboardView`. */
export function AdminDashboard(props: AdminDashboardProps) {
  const state = toViewState(useQuery(getAdminDashboardOptions()));
  return <AdminDashboardView state={state} {...props} />;
}
