import { FileText, Image, LayoutDashboard } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../session/session-store';
import { dealRoutes } from '../deals/routes';
import type { PortalRoute } from '../route-handle';
import { settingsRoute } from '../settings/routes';

/** `/app/brand/…`: each screen loads on first visit; the items with `nav` are its navigation, in order. */
export const brandArea: PortalRoute = {
  path: 'brand',
  handle: { area: 'brand' },
  children: [
    {
      path: 'dashboard',
      lazy: () => import('./dashboard'),
      handle: { nav: { label: 'Dashboard', icon: LayoutDashboard } },
    },
    ...dealRoutes({ inBottomBar: false }),
    {
      path: 'proposals',
      lazy: () => import('./proposals'),
      handle: { nav: { label: 'Proposals', icon: FileText } },
    },
    {
      path: 'media',
      lazy: () => import('./media'),
      handle: { nav: { label: 'Media', icon: Image } },
    },
    settingsRoute({ inNav: false }),
    { path: 'proposals/create', lazy: () => import('./proposal-form') },
    { path: 'proposals/:id/edit', lazy: () => import('./proposal-form') },
    { path: 'proposals/:id', lazy: () => import('./proposal') },
    { path: 'proposals/:id/applications', lazy: () => import('./proposal') },
    { path: 'proposals/slug/:secretSlug', lazy: () => import('./proposal') },
    { path: '*', element: <Navigate to={DASHBOARD_PATH.brand} replace /> },
  ],
};
