import { Bell, CalendarDays, Home, LayoutDashboard, MessageCircle } from 'lucide-react';
import { dealRoutes } from '../deals/routes';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

const calendar = { label: 'Calendar', icon: CalendarDays };

/**
 * `/app/creator/…`: each screen loads on first visit; the items with `nav` are its navigation, in
 * order (with `mobile`, also in the phone's bottom bar; Notifications is a phone shortcut too).
 */
export const creatorArea = areaRoute('creator', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: 'Dashboard',
    icon: LayoutDashboard,
    mobile: { label: 'Home', icon: Home },
  }),
  ...dealRoutes({ inBottomBar: true }),
  navScreen('calendar', () => import('./calendar'), { ...calendar, mobile: calendar }),
  navScreen('chat', () => import('./chats'), {
    label: 'Messages',
    icon: MessageCircle,
    mobile: { label: 'Chat', icon: MessageCircle },
  }),
  navScreen('notifications', () => import('./notifications'), {
    label: 'Notifications',
    icon: Bell,
    shortcut: true,
    unreadDot: true,
  }),
  settingsRoute({ inNav: true }),
  screen('chat/:id', () => import('./chat')),
  screen('proposals', () => import('./proposals')),
  screen('proposals/:id', () => import('./proposal')),
  screen('categories/:id', () => import('./category')),
  screen('brands/:slug', () => import('./brand')),
]);
