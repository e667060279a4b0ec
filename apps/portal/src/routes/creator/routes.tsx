import { Bell, CalendarDays, Home, LayoutDashboard, MessageCircle } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../session/session-store';
import { dealRoutes } from '../deals/routes';
import type { PortalRoute } from '../route-handle';
import { settingsRoute } from '../settings/routes';

/**
 * `/app/creator/…`: each screen loads on first visit; the items with `nav` are its navigation, in
 * order (with `mobile`, also in the phone's bottom bar; Notifications is a phone shortcut too).
 */
export const creatorArea: PortalRoute = {
  path: 'creator',
  handle: { area: 'creator' },
  children: [
    {
      path: 'dashboard',
      lazy: () => import('./dashboard'),
      handle: {
        nav: { label: 'Dashboard', icon: LayoutDashboard, mobile: { label: 'Home', icon: Home } },
      },
    },
    ...dealRoutes({ inBottomBar: true }),
    {
      path: 'calendar',
      lazy: () => import('./calendar'),
      handle: {
        nav: {
          label: 'Calendar',
          icon: CalendarDays,
          mobile: { label: 'Calendar', icon: CalendarDays },
        },
      },
    },
    {
      path: 'chat',
      lazy: () => import('./chats'),
      handle: {
        nav: {
          label: 'Messages',
          icon: MessageCircle,
          mobile: { label: 'Chat', icon: MessageCircle },
        },
      },
    },
    {
      path: 'notifications',
      lazy: () => import('./notifications'),
      handle: { nav: { label: 'Notifications', icon: Bell, shortcut: true, unreadDot: true } },
    },
    settingsRoute({ inNav: true }),
    { path: 'chat/:id', lazy: () => import('./chat') },
    { path: 'proposals', lazy: () => import('./proposals') },
    { path: 'proposals/:id', lazy: () => import('./proposal') },
    { path: 'categories/:id', lazy: () => import('./category') },
    { path: '*', element: <Navigate to={DASHBOARD_PATH.creator} replace /> },
  ],
};
