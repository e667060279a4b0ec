import { Play, Smartphone } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@colla/ui/lib/cn';

export const APP_STORE_LABEL = 'Download on the App Store';
export const GOOGLE_PLAY_LABEL = 'Get it on Google Play';

export type StoreLinksProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** Colla on Apple's App Store. */
  appStoreHref: string;
  /** Colla on Google Play. */
  playStoreHref: string;
};

const storeLinkClass = cn(
  'inline-flex min-h-12 items-center gap-3 rounded-xl bg-neutral-900 px-4 py-2 text-left text-white transition-colors',
  'hover:bg-neutral-800',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

/** The two app-store buttons, in the stores' own words. */
export function StoreLinks({ appStoreHref, playStoreHref, className, ...props }: StoreLinksProps) {
  const stores = [
    { href: appStoreHref, lead: 'Download on the', name: 'App Store', icon: Smartphone },
    { href: playStoreHref, lead: 'Get it on', name: 'Google Play', icon: Play },
  ];
  return (
    <ul data-slot="store-links" className={cn('flex flex-wrap gap-3', className)} {...props}>
      {stores.map(({ href, lead, name, icon: Icon }) => (
        <li key={name}>
          <a href={href} className={storeLinkClass}>
            <Icon aria-hidden="true" className="size-6 shrink-0" />
            {/* Named as one phrase, "Download on the App Store"; shown on two lines like a store badge. */}
            <span className="grid leading-tight">
              <span className="text-xs">{lead} </span>
              <span className="text-lg font-semibold">{name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
