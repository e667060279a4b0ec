import { msg } from '@lingui/core/macro';
import { Bell, CalendarDays, Home, LayoutDashboard, MessageCircle } from 'lucide-react';
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
  navScreen('chat', () => import('./chats'), {
    label: msg`Messages`,
    icon: MessageCircle,
    mobile: { label: msg`Chat`, icon: MessageCircle },
  }),
  navScreen('notifications', () => import('./notifications'), {
    label: msg`Notifications`,
    icon: Bell,
    shortcut: true,
    unreadDot: true,
  }),
  settingsRoute({ inNav: true }),
  screen('chat/:id', () => import('./chat'), msg`Conversation`),
  screen('proposals', () => import('./proposals'), msg`Proposals`),
  screen('proposals/:id', () => import('./proposal'), msg`Proposal`),
  screen('categories/:id', () => import('./category'), msg`Proposals`),
  screen('brands/:slug', () => import('./brand'), msg`Brand`),
]);
