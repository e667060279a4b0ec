import { Trans } from '@lingui/react/macro';
import { ChevronRight, Store } from 'lucide-react';
import { Picture } from '@colla/ui/components/picture';
import { cn } from '@colla/ui/lib/cn';
import { AppLink } from '@colla/ui/lib/link';
import { placeText } from '../creator-profile/profile-words';
import type { BrandCardData } from './brand-words';

/** A brand's logo, or a shop sign in its place; decorative (the name says who it is). */
export function BrandLogo({
  logo,
  className,
  eager = false,
}: {
  logo: BrandCardData['logo'];
  className?: string;
  eager?: boolean;
}) {
  if (!logo) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'grid shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700',
          className,
        )}
      >
        <Store className="size-1/2" />
      </span>
    );
  }
  return (
    <Picture
      src={logo.src}
      srcSmall={logo.src_small}
      width={logo.width}
      height={logo.height}
      alt=""
      sizes="96px"
      loading={eager ? 'eager' : 'lazy'}
      className={cn('shrink-0 rounded-xl object-cover', className)}
    />
  );
}

export interface BrandCardProps {
  card: BrandCardData;
  /** The brand's page: the site's `/brands/{slug}`, or the portal's for signed-in creators. */
  href: string;
  className?: string;
}

/**
 * Who is behind a proposal, as one link to the brand's page: logo, name, and where it is (the
 * barri with its district, or the town).
 */
export function BrandCard({ card, href, className }: BrandCardProps) {
  const place = placeText(card.barri, card.city);
  return (
    <div data-slot="brand-card" className={cn('min-w-0', className)}>
      <AppLink
        href={href}
        label={card.name}
        className="group flex min-h-11 min-w-0 items-center gap-3 rounded-xl border border-line bg-surface p-3 transition-colors hover:border-primary-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <BrandLogo logo={card.logo} className="size-12" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-semibold break-words text-ink">{card.name}</span>
          {place && <span className="text-sm break-words text-muted">{place}</span>}
          <span className="text-sm font-medium text-primary-700 underline underline-offset-4">
            <Trans>See the brand’s page</Trans>
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </AppLink>
    </div>
  );
}
