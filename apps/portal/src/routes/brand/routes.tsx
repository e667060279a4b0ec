import { msg } from '@lingui/core/macro';
import { FileText, Home, Image, LayoutDashboard, Store, Users, UsersRound } from 'lucide-react';
import { chatRoutes, notificationsRoute } from '../chat/routes';
import { dealRoutes } from '../deals/routes';
import { areaRoute, navScreen, screen } from '../route-objects';
import { settingsRoute } from '../settings/routes';

const proposals = { label: msg`Proposals`, icon: FileText };
const creators = { label: msg`Creators`, icon: UsersRound };

/**
 * `/app/brand/…`: each screen loads on first visit; the items with `nav` are its navigation, in
 * order: the day's work in the top bar (on phones: Home, Deals, Chat, Proposals and Creators in
 * the bottom bar, the bell in the top bar), the business's own screens in the user menu.
 */
export const brandArea = areaRoute('brand', [
  navScreen('dashboard', () => import('./dashboard'), {
    label: msg`Dashboard`,
    icon: LayoutDashboard,
    mobile: { label: msg`Home`, icon: Home },
  }),
  ...dealRoutes({ inBottomBar: true }),
  ...chatRoutes(),
  navScreen('proposals', () => import('./proposals'), { ...proposals, mobile: proposals }),
  navScreen('creators', () => import('./creators'), { ...creators, mobile: creators }),
  notificationsRoute(),
  // The business's own screens live in the user menu: the bar keeps the day's work.
  navScreen('media', () => import('./media'), { label: msg`Media`, icon: Image, menu: true }),
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
