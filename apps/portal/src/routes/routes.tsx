import { LoadingScreen } from '@colla/ui/patterns/loading-screen';
import { Navigate } from 'react-router-dom';
import { AREAS } from './areas';
import { authRoutes } from './auth/routes';
import type { PortalRoute } from './route-handle';
import { AppHome, GuardedArea, PortalRoot } from './root';

/**
 * The portal's routes, as data: the sign-in screens, then `/app` behind the guard with one area
 * per user type (`<area>/routes.tsx`: each screen a module loaded on first visit).
 */
export const portalRoutes: PortalRoute[] = [
  {
    Component: PortalRoot,
    // While the first screen's module loads.
    HydrateFallback: LoadingScreen,
    children: [
      ...authRoutes,
      {
        path: '/app',
        Component: GuardedArea,
        children: [
          { index: true, Component: AppHome },
          AREAS.brand,
          AREAS.creator,
          AREAS.admin,
          { path: '*', Component: AppHome },
        ],
      },
      { path: '*', element: <Navigate to="/app-login" replace /> },
    ],
  },
];
