import { msg } from '@lingui/core/macro';
import {
  Building2,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  Send,
  Store,
  Users,
} from 'lucide-react';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

/** `/app/admin/…`: each screen loads on first visit; the items with `nav` are its navigation, in order. */
export const adminArea = areaRoute('admin', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: msg`Dashboard`,
    icon: LayoutDashboard,
  }),
  navScreen('users', () => import('./users'), { label: msg`Users`, icon: Users }),
  navScreen('brands', () => import('./brands'), { label: msg`Brands`, icon: Building2 }),
  navScreen('brand-requests', () => import('./brand-requests'), {
    label: msg`Brand requests`,
    icon: Store,
  }),
  navScreen('proposals', () => import('./proposals'), { label: msg`Proposals`, icon: FileText }),
  settingsRoute({ inNav: true }),
  navScreen('categories', () => import('./categories'), {
    label: msg`Categories`,
    icon: FolderTree,
  }),
  navScreen('activity-logs', () => import('./activity-logs'), {
    label: msg`Activity Logs`,
    icon: History,
  }),
  navScreen('scheduled-notifications', () => import('./scheduled-notifications'), {
    label: msg`Scheduled Notifications`,
    icon: Send,
  }),
  screen('users/:id', () => import('./user'), msg`User`),
  screen('brand-requests/:id', () => import('./brand-request'), msg`Brand request`),
  screen('deals/:id', () => import('./deal'), msg`Deal`),
  screen('brands/create', () => import('./brand-form'), msg`New brand`),
  screen('brands/:id/edit', () => import('./brand-form'), msg`Edit brand`),
  screen('brands/:id/profile', () => import('./brand-profile'), msg`Brand profile`),
  screen('proposals/create', () => import('./proposal-form'), msg`New proposal`),
  screen('proposals/:id', () => import('./proposal'), msg`Proposal`),
  screen('proposals/:id/edit', () => import('./proposal-form'), msg`Edit proposal`),
]);
