import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock, AtSign, Globe, Handshake, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@colla/ui/components/link';
import { Picture } from '@colla/ui/components/picture';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatLongDate, formatMonthYear } from '@colla/ui/lib/format';
import { AppLink } from '@colla/ui/lib/link';
import { collaborationsText, placeText } from '../creator-profile/profile-words';
import { ProfileFact } from '../creator-profile/creator-profile-view';
import { BrandLogo } from './brand-card';
import { decisionTimeText, type BrandProposalLink, type BrandPublicPage } from './brand-words';

export const NO_BRAND_DESCRIPTION = msg`This brand hasn’t described itself yet.`;
export const NO_ACTIVE_PROPOSALS = msg`No open proposals right now. Come back soon.`;

export interface BrandPageViewProps {
  page: BrandPublicPage;
  /** A proposal's page: the site's public one, or the portal's for signed-in creators. */
  proposalHref: (proposal: BrandProposalLink) => string;
  /** The name's heading level: 1 on a page of its own; its sections' headings are one below. */
  headingLevel?: 1 | 2;
  /** What the reader can do here, under the name. */
  actions?: ReactNode;
  className?: string;
}

function Heading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="text-lg font-semibold text-ink">{children}</Tag>;
}

function ProposalItem({ proposal, href }: { proposal: BrandProposalLink; href: string }) {
  const until = proposal.end_date ? formatLongDate(proposal.end_date) : null;
  return (
    <li className="grid min-w-0 gap-1 rounded-xl border border-line bg-surface p-4">
      <AppLink
        href={href}
        label={proposal.name}
        className="min-h-11 font-semibold break-words text-primary-700 underline underline-offset-4 sm:min-h-0"
      >
        {proposal.name}
      </AppLink>
      {until && (
        <p className="text-sm text-muted">
          <Trans>Open until {until}</Trans>
        </p>
      )}
      {proposal.categories.length > 0 && (
        <p className="text-sm text-muted">
          {proposal.categories.map((category) => category.name).join(' · ')}
        </p>
      )}
    </li>
  );
}

/**
 * A brand's page as creators see it: logo, name, where it is (the address opens in the person's
 * maps app), website and Instagram, what the business is, its photos, its open proposals, and its
 * record on Colla (collaborations completed, since when, how soon it decides on applications).
 * Pure: the portal and the site render it with their own links.
 */
export function BrandPageView({
  page,
  proposalHref,
  headingLevel = 1,
  actions,
  className,
}: BrandPageViewProps) {
  const { i18n, t } = useLingui();
  const section = (headingLevel + 1) as 2 | 3;
  const place = placeText(page.barri, page.city);
  const description = page.description?.trim();
  const since = formatMonthYear(page.member_since);
  const Name = `h${headingLevel}` as const;
  const website = page.website?.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <article
      data-slot="brand-page"
      aria-label={page.name}
      className={cn('grid min-w-0 gap-8', className)}
    >
      <header className="grid gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <BrandLogo logo={page.logo} className="size-20" eager />
          <Name className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {page.name}
          </Name>
        </div>
        <ul className="grid gap-2 text-ink">
          {(page.address || place) && (
            <ProfileFact icon={MapPin}>
              <span className="sr-only">{t`Address`} </span>
              {[page.address, place].filter(Boolean).join(' · ')}
              {page.maps_url && (
                <>
                  {' '}
                  <Link external href={page.maps_url} className="ms-1 min-h-11 sm:min-h-0">
                    <Trans>Open in Maps</Trans>
                  </Link>
                </>
              )}
            </ProfileFact>
          )}
          {page.website && (
            <ProfileFact icon={Globe}>
              <Link external href={page.website} className="min-h-11 break-all sm:min-h-0">
                {website}
              </Link>
            </ProfileFact>
          )}
          {page.instagram_handle && (
            <ProfileFact icon={AtSign}>
              <Link
                external
                href={`https://www.instagram.com/${page.instagram_handle}/`}
                className="min-h-11 break-all sm:min-h-0"
              >
                @{page.instagram_handle}
              </Link>
            </ProfileFact>
          )}
        </ul>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>

      {description ? (
        <p className="max-w-prose leading-relaxed break-words whitespace-pre-line text-ink">
          {description}
        </p>
      ) : (
        <p className="text-muted">{i18n._(NO_BRAND_DESCRIPTION)}</p>
      )}

      {page.photos.length > 0 && (
        <section className="grid gap-3" aria-label={t`Photos`}>
          <Heading level={section}>
            <Trans>Photos</Trans>
          </Heading>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
            {page.photos.map((photo) => (
              <li key={photo.id} className="min-w-0">
                <Picture
                  src={photo.picture.src}
                  srcSmall={photo.picture.src_small}
                  width={photo.picture.width}
                  height={photo.picture.height}
                  alt={photo.alt}
                  sizes="(min-width: 640px) 256px, 50vw"
                  className="aspect-square w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="grid gap-3">
        <Heading level={section}>
          <Trans>Open proposals</Trans>
        </Heading>
        {page.active_proposals.length === 0 ? (
          <p className="text-muted">{i18n._(NO_ACTIVE_PROPOSALS)}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {page.active_proposals.map((proposal) => (
              <ProposalItem key={proposal.slug} proposal={proposal} href={proposalHref(proposal)} />
            ))}
          </ul>
        )}
      </section>

      <section className="grid gap-3">
        <Heading level={section}>
          <Trans>On Colla</Trans>
        </Heading>
        <ul className="grid gap-2 text-ink">
          <ProfileFact icon={Handshake}>
            {collaborationsText(page.completed_collaborations)}
          </ProfileFact>
          <ProfileFact icon={CalendarDays}>
            <Trans>On Colla since {since}</Trans>
          </ProfileFact>
          <ProfileFact icon={Clock}>{decisionTimeText(page.median_decision_minutes)}</ProfileFact>
        </ul>
      </section>
    </article>
  );
}

/** The page's shape while it loads. */
export function BrandPageSkeleton() {
  return (
    <div className="grid gap-8" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-xl" />
        <Skeleton className="h-7 w-56 max-w-full" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-full max-w-prose" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Skeleton className="aspect-square" />
        <Skeleton className="aspect-square" />
        <Skeleton className="aspect-square" />
      </div>
    </div>
  );
}
