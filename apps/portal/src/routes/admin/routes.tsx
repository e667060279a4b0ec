import {
  Building2,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  Send,
  Users,
} from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../session/session-store';
import type { PortalRoute } from '../route-handle';
import { settingsRoute } from '../settings/routes';

/** `/app/admin/…`: each screen loads on first visit; the items with `nav` are its navigation, in order. */
export const adminArea: PortalRoute = {
  path: 'admin',
  handle: { area: 'admin' },
  children: [
    {
      path: 'dashboard',
      lazy: () => import('./dashboard'),
      handle: { nav: { label: 'Dashboard', icon: LayoutDashboard } },
    },
    {
      path: 'users',
      lazy: () => import('./users'),
      handle: { nav: { label: 'Users', icon: Users } },
    },
    {
      path: 'brands',
      lazy: () => import('./brands'),
      handle: { nav: { label: 'Brands', icon: Building2 } },
    },
    {
      path: 'proposals',
      lazy: () => import('./proposals'),
      handle: { nav: { label: 'Proposals', icon: FileText } },
    },
    settingsRoute({ inNav: true }),
    {
      path: 'categories',
      lazy: () => import('./categories'),
      handle: { nav: { label: 'Categories', icon: FolderTree } },
    },
    {
      path: 'activity-logs',
      lazy: () => import('./activity-logs'),
      handle: { nav: { label: 'Activity Logs', icon: History } },
    },
    {
      path: 'scheduled-notifications',
      lazy: () => import('./scheduled-notifications'),
      handle: { nav: { label: 'Scheduled Notifications', icon: Send } },
    },
    { path: 'users/:id', lazy: () => import('./user') },
    { path: 'deals/:id', lazy: () => import('./deal') },
    { path: 'brands/create', lazy: () => import('./brand-form') },
    { path: 'brands/:id/edit', lazy: () => import('./brand-form') },
    { path: 'proposals/create', lazy: () => import('./proposal-form') },
    { path: 'proposals/:id', lazy: () => import('./proposal') },
    { path: 'proposals/:id/edit', lazy: () => import('./proposal-form') },
    // Role guard: unknown admin paths go to the admin dashboard.
    { path: '*', element: <Navigate to={DASHBOARD_PATH.admin} replace /> },
  ],
};
