import { msg } from '@lingui/core/macro';
import { FileText, Image, LayoutDashboard, Store, Users, UsersRound } from 'lucide-react';
import { dealRoutes } from '../deals/routes';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

/** `/app/brand/…`: each screen loads on first visit; the items with `nav` are its navigation, in order. */
export const brandArea = areaRoute('brand', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: msg`Dashboard`,
    icon: LayoutDashboard,
  }),
  ...dealRoutes({ inBottomBar: false }),
  navScreen('proposals', () => import('./proposals'), { label: msg`Proposals`, icon: FileText }),
  navScreen('creators', () => import('./creators'), { label: msg`Creators`, icon: UsersRound }),
  navScreen('media', () => import('./media'), { label: msg`Media`, icon: Image }),
  // The business's own screens live in the user menu: the bar keeps the day's work.
  navScreen('profile', () => import('./profile'), {
    label: msg`Brand profile`,
    icon: Store,
    menu: true,
  }),
  navScreen('team', () => import('./team'), { label: msg`Team`, icon: Users, menu: true }),
  settingsRoute({ inNav: false }),
  screen('proposals/create', () => import('./proposal-form'), msg`New proposal`),
  screen('proposals/:id/edit', () => import('./proposal-form'), msg`Edit proposal`),
  screen('proposals/:id', () => import('./proposal'), msg`Proposal`),
  screen('proposals/:id/applications', () => import('./proposal'), msg`Applications`),
  screen('proposals/slug/:secretSlug', () => import('./proposal'), msg`Proposal`),
  screen('creators/:username', () => import('./creator'), msg`Creator`),
]);
