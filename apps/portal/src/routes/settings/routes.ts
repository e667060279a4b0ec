import { msg } from '@lingui/core/macro';
import { Settings } from 'lucide-react';
import type { PortalRoute } from '../route-handle';

/** `settings`, in every area; `inNav` puts it in the area's navigation (brands keep it in the user menu). */
export function settingsRoute({ inNav }: { inNav: boolean }): PortalRoute {
  return {
    path: 'settings',
    lazy: () => import('./settings'),
    handle: inNav ? { nav: { label: msg`Settings`, icon: Settings } } : { title: msg`Settings` },
  };
}
