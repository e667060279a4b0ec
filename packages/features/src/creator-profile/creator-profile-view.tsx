import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock, Handshake, Languages, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../lib/deal-user-avatar';
import { Link } from '@colla/ui/components/link';
import { Skeleton } from '@colla/ui/components/skeleton';
import { cn } from '@colla/ui/lib/cn';
import { formatMonthYear } from '@colla/ui/lib/format';
import { CategoryList } from '@colla/ui/patterns/category-list';
import {
  collaborationsText,
  followersText,
  languagesText,
  placeText,
  platformName,
  responseTimeText,
  type CreatorPlatform,
  type CreatorPublicProfile,
  type CreatorRecord,
} from './profile-words';
import { PortfolioGrid } from './portfolio-view';

/** Said under the follower counts: Colla does not check them. */
export const SELF_DECLARED_FOLLOWERS = msg`Followers as stated by the creator`;
export const NO_PLATFORMS_MESSAGE = msg`No social accounts on this profile yet.`;
export const NO_BIO_MESSAGE = msg`No bio yet.`;
/** Said in place of the record while it is not known (the Settings preview before it loads). */
export const NO_PORTFOLIO_MESSAGE = msg`No portfolio yet.`;
export const RECORD_NOT_LOADED_MESSAGE = msg`Colla’s record (collaborations completed, member since, how soon they reply) hasn’t loaded yet.`;

/** A profile to show: its record is null where it is not known yet. */
export type ShownCreatorProfile = Omit<CreatorPublicProfile, 'record'> & {
  record: CreatorRecord | null;
};

export interface CreatorProfileViewProps {
  profile: ShownCreatorProfile;
  /** What the reader can do here (a brand's Accept and Decline, a creator's Edit profile). */
  actions?: ReactNode;
  /**
   * The name's heading level: 1 on a page of its own, 2 inside a panel, 3 inside a section of a
   * page (the Settings preview); its parts' headings are one level below.
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * An empty portfolio: said briefly (`say`, brands' views), or left out (`omit`, the public
   * page).
   */
  emptyPortfolio?: 'say' | 'omit';
  /** How a portfolio item opens larger: a dialog, or a link to its file (a page without script). */
  portfolioOpens?: 'viewer' | 'link';
  className?: string;
}

type HeadingLevel = 1 | 2 | 3 | 4;

function Heading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

/** One fact about the creator, with its icon: "Creates in Catalan, Spanish". In a list. */
export function ProfileFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

function Platform({ platform }: { platform: CreatorPlatform }) {
  const name = platformName(platform.platform);
  const updated = platform.followers_updated_at
    ? formatMonthYear(platform.followers_updated_at, 'short')
    : null;
  return (
    <li
      data-platform={platform.platform}
      className="grid min-w-0 gap-1 rounded-xl border border-line bg-surface p-4"
    >
      <p className="text-sm font-semibold text-muted">{name}</p>
      <Link
        external
        href={platform.url}
        className="min-h-11 w-fit max-w-full items-center break-all sm:min-h-0"
      >
        @{platform.handle}
      </Link>
      {platform.followers !== null && (
        <p className="text-ink">
          <span className="font-semibold">{followersText(platform.followers)}</span>
          {updated && (
            <span className="text-sm text-muted">
              {' · '}
              <Trans>updated {updated}</Trans>
            </span>
          )}
        </p>
      )}
    </li>
  );
}

/** The record Colla keeps: collaborations completed and with whom, member since, replies. */
function Record({ record }: { record: CreatorRecord }) {
  const { t } = useLingui();
  const memberSince = formatMonthYear(record.member_since);
  return (
    <>
      <ul className="grid gap-2 text-ink">
        <ProfileFact icon={Handshake}>{collaborationsText(record.completed_deals)}</ProfileFact>
        <ProfileFact icon={Clock}>{responseTimeText(record.median_response_minutes)}</ProfileFact>
        <ProfileFact icon={CalendarDays}>
          <Trans>Member since {memberSince}</Trans>
        </ProfileFact>
      </ul>
      {record.collaborations.length > 0 && (
        <ul
          aria-label={t`Collaborations completed`}
          className="grid gap-2 border-s-2 border-primary-100 ps-4"
        >
          {record.collaborations.map((collaboration) => {
            const proposal = collaboration.proposal_name;
            const completed = formatMonthYear(collaboration.completed_at);
            return (
              <li key={collaboration.id} className="grid min-w-0 gap-0.5">
                <span className="font-semibold break-words text-ink">
                  {collaboration.brand.name}
                </span>
                <span className="text-sm break-words text-muted">
                  <Trans>
                    {proposal} · {completed}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * A creator's profile as brands (and, for a public profile, anyone) see it: photo, name,
 * `@username`, where they are, the languages they create in, bio, interests, their platforms with
 * self-declared followers, and their record on Colla (collaborations completed and with whom,
 * member since, how soon they reply). Never an email. Pure: the portal's panel, the public page
 * and the Settings preview render it with their own `actions`.
 */
export function CreatorProfileView({
  profile,
  actions,
  headingLevel = 1,
  emptyPortfolio = 'say',
  portfolioOpens = 'viewer',
  className,
}: CreatorProfileViewProps) {
  const { i18n, t } = useLingui();
  const section = (headingLevel + 1) as HeadingLevel;
  const place = placeText(profile.barri, profile.city);
  const languages = languagesText(profile.languages);
  const { record } = profile;
  const bio = profile.bio?.trim();
  return (
    <article
      data-slot="creator-profile"
      aria-label={profile.name}
      className={cn('grid min-w-0 gap-8', className)}
    >
      <header className="grid gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar user={profile} size="xl" />
          <div className="grid min-w-0 gap-0.5">
            <Heading
              level={headingLevel}
              className="text-2xl font-bold tracking-tight break-words text-ink"
            >
              {profile.name}
            </Heading>
            <p className="break-all text-muted">@{profile.username}</p>
          </div>
        </div>
        {(place || languages) && (
          <ul className="grid gap-2 text-ink sm:flex sm:flex-wrap sm:gap-x-6">
            {place && (
              <ProfileFact icon={MapPin}>
                <span className="sr-only">{t`Based in`} </span>
                {place}
              </ProfileFact>
            )}
            {languages && (
              <ProfileFact icon={Languages}>
                <Trans>Creates in {languages}</Trans>
              </ProfileFact>
            )}
          </ul>
        )}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>

      <div className="grid gap-3">
        {bio ? (
          <p className="max-w-prose leading-relaxed break-words whitespace-pre-line text-ink">
            {bio}
          </p>
        ) : (
          <p className="text-muted">{i18n._(NO_BIO_MESSAGE)}</p>
        )}
        {profile.categories.length > 0 && <CategoryList categories={profile.categories} />}
      </div>

      {(profile.portfolio.length > 0 || emptyPortfolio === 'say') && (
        <section className="grid gap-3" data-slot="portfolio">
          <Heading level={section} className="text-lg font-semibold text-ink">
            <Trans>Portfolio</Trans>
          </Heading>
          {profile.portfolio.length > 0 ? (
            <PortfolioGrid items={profile.portfolio} opens={portfolioOpens} />
          ) : (
            <p className="text-muted">{i18n._(NO_PORTFOLIO_MESSAGE)}</p>
          )}
        </section>
      )}

      <section className="grid gap-3">
        <Heading level={section} className="text-lg font-semibold text-ink">
          <Trans>Where they post</Trans>
        </Heading>
        {profile.platforms.length === 0 ? (
          <p className="text-muted">{i18n._(NO_PLATFORMS_MESSAGE)}</p>
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2">
              {profile.platforms.map((platform) => (
                <Platform key={platform.platform} platform={platform} />
              ))}
            </ul>
            <p className="text-sm text-muted">{i18n._(SELF_DECLARED_FOLLOWERS)}</p>
          </>
        )}
      </section>

      <section className="grid gap-3">
        <Heading level={section} className="text-lg font-semibold text-ink">
          <Trans>On Colla</Trans>
        </Heading>
        {record ? (
          <Record record={record} />
        ) : (
          <p className="text-muted">{i18n._(RECORD_NOT_LOADED_MESSAGE)}</p>
        )}
      </section>
    </article>
  );
}

/** A person's photo, name and handle while they load. */
export function PersonSkeleton({ avatarClassName }: { avatarClassName: string }) {
  return (
    <div className="flex items-center gap-4">
      <Skeleton shape="circle" className={avatarClassName} />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-6 w-48 max-w-full" />
        <Skeleton className="w-28" />
      </div>
    </div>
  );
}

/** The profile's shape while it loads. */
export function CreatorProfileSkeleton() {
  return (
    <div className="grid gap-8" aria-hidden="true">
      <PersonSkeleton avatarClassName="size-20" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-full max-w-prose" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}
