import { msg } from '@lingui/core/macro';
import { CalendarDays, Home, LayoutDashboard } from 'lucide-react';
import { chatRoutes, notificationsRoute } from '../chat/routes';
import { dealRoutes } from '../deals/routes';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

const calendar = { label: msg`Calendar`, icon: CalendarDays };

/**
 * `/app/creator/…`: each screen loads on first visit; the items with `nav` are its navigation, in
 * order (with `mobile`, also in the phone's bottom bar; Notifications is a phone shortcut too).
 */
export const creatorArea = areaRoute('creator', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: msg`Dashboard`,
    icon: LayoutDashboard,
    mobile: { label: msg`Home`, icon: Home },
  }),
  ...dealRoutes({ inBottomBar: true }),
  navScreen('calendar', () => import('./calendar'), { ...calendar, mobile: calendar }),
  ...chatRoutes(),
  notificationsRoute(),
  settingsRoute({ inNav: true }),
  screen('proposals', () => import('./proposals'), msg`Proposals`),
  screen('proposals/:id', () => import('./proposal'), msg`Proposal`),
  screen('categories/:id', () => import('./category'), msg`Proposals`),
  screen('brands/:slug', () => import('./brand'), msg`Brand`),
]);
