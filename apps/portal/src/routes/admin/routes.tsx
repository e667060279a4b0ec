import {
  Building2,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  Send,
  Users,
} from 'lucide-react';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

/** `/app/admin/…`: each screen loads on first visit; the items with `nav` are its navigation, in order. */
export const adminArea = areaRoute('admin', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: 'Dashboard',
    icon: LayoutDashboard,
  }),
  navScreen('users', () => import('./users'), { label: 'Users', icon: Users }),
  navScreen('brands', () => import('./brands'), { label: 'Brands', icon: Building2 }),
  navScreen('proposals', () => import('./proposals'), { label: 'Proposals', icon: FileText }),
  settingsRoute({ inNav: true }),
  navScreen('categories', () => import('./categories'), { label: 'Categories', icon: FolderTree }),
  navScreen('activity-logs', () => import('./activity-logs'), {
    label: 'Activity Logs',
    icon: History,
  }),
  navScreen('scheduled-notifications', () => import('./scheduled-notifications'), {
    label: 'Scheduled Notifications',
    icon: Send,
  }),
  screen('users/:id', () => import('./user')),
  screen('deals/:id', () => import('./deal')),
  screen('brands/create', () => import('./brand-form')),
  screen('brands/:id/edit', () => import('./brand-form')),
  screen('brands/:id/profile', () => import('./brand-profile')),
  screen('proposals/create', () => import('./proposal-form')),
  screen('proposals/:id', () => import('./proposal')),
  screen('proposals/:id/edit', () => import('./proposal-form')),
]);
