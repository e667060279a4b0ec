import { FileText, Image, LayoutDashboard, Store } from 'lucide-react';
import { dealRoutes } from '../deals/routes';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

/** `/app/brand/…`: each screen loads on first visit; the items with `nav` are its navigation, in order. */
export const brandArea = areaRoute('brand', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: 'Dashboard',
    icon: LayoutDashboard,
  }),
  ...dealRoutes({ inBottomBar: false }),
  navScreen('proposals', () => import('./proposals'), { label: 'Proposals', icon: FileText }),
  navScreen('media', () => import('./media'), { label: 'Media', icon: Image }),
  navScreen('profile', () => import('./profile'), { label: 'Brand profile', icon: Store }),
  settingsRoute({ inNav: false }),
  screen('proposals/create', () => import('./proposal-form')),
  screen('proposals/:id/edit', () => import('./proposal-form')),
  screen('proposals/:id', () => import('./proposal')),
  screen('proposals/:id/applications', () => import('./proposal')),
  screen('proposals/slug/:secretSlug', () => import('./proposal')),
]);
