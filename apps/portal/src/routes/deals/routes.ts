import { msg } from '@lingui/core/macro';
import { Handshake } from 'lucide-react';
import type { PortalRoute } from '../route-handle';
import { navScreen, screen } from '../route-objects';

/**
 * `deals` and `deals/{id}`, the same screens in the brand's and the creator's area;
 * `inBottomBar` for an area with its own phone bottom bar (the creator's).
 */
export function dealRoutes({ inBottomBar }: { inBottomBar: boolean }): PortalRoute[] {
  const entry = { label: msg`Deals`, icon: Handshake };
  return [
    navScreen('deals', () => import('./deals'), inBottomBar ? { ...entry, mobile: entry } : entry),
    screen('deals/:id', () => import('./deal'), msg`Deal`),
  ];
}
