import { Play, Smartphone } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@colla/ui/lib/cn';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The links' names, in the stores' own words (`i18n._(APP_STORE_LABEL)`). */
export const APP_STORE_LABEL = msg`Download on the App Store`;
export const GOOGLE_PLAY_LABEL = msg`Get it on Google Play`;

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
  const { i18n } = useLingui();
  // Each badge shows its phrase on two lines; its name is the same phrase in one piece.
  const stores = [
    {
      href: appStoreHref,
      label: APP_STORE_LABEL,
      badge: (
        <Trans>
          <span className="text-xs">Download on the </span>
          <span className="text-lg font-semibold">App Store</span>
        </Trans>
      ),
      icon: Smartphone,
    },
    {
      href: playStoreHref,
      label: GOOGLE_PLAY_LABEL,
      badge: (
        <Trans>
          <span className="text-xs">Get it on </span>
          <span className="text-lg font-semibold">Google Play</span>
        </Trans>
      ),
      icon: Play,
    },
  ];
  return (
    <ul data-slot="store-links" className={cn('flex flex-wrap gap-3', className)} {...props}>
      {stores.map(({ href, label, badge, icon: Icon }) => (
        <li key={label.id}>
          <a href={href} aria-label={i18n._(label)} className={storeLinkClass}>
            <Icon aria-hidden="true" className="size-6 shrink-0" />
            {/* Named as one phrase, "Download on the App Store"; shown on two lines like a store badge. */}
            <span aria-hidden="true" className="grid leading-tight">
              {badge}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
