import { Handshake } from 'lucide-react';
import type { PortalRoute } from '../route-handle';

/**
 * `deals` and `deals/{id}`, the same screens in the brand's and the creator's area;
 * `inBottomBar` for an area with its own phone bottom bar (the creator's).
 */
export function dealRoutes({ inBottomBar }: { inBottomBar: boolean }): PortalRoute[] {
  const entry = { label: 'Deals', icon: Handshake };
  return [
    {
      path: 'deals',
      lazy: () => import('./deals'),
      handle: { nav: inBottomBar ? { ...entry, mobile: entry } : entry },
    },
    { path: 'deals/:id', lazy: () => import('./deal') },
  ];
}
