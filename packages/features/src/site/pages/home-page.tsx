import { Bell, CalendarDays, Check, MessageCircle, type LucideIcon } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@colla/ui/components/card';
import { cn } from '@colla/ui/lib/cn';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicProposal } from '../../public-proposal';
import { placeText } from '../../creator-profile/profile-words';
import { CategoryArt } from '../../lib/category-art';
import { proposalImageSrcSet } from '../../lib/proposal-detail';
import { EixampleIllustration, PhoneIllustration } from '../sections/illustrations';
import { Hero } from '../sections/hero';
import { SiteSection } from '../sections/section';
import { SitePage } from '../sections/site-page';
import { SiteButtonLink, SiteLink, onDarkButton, type SitePageProps } from '../sections/site-link';
import { BRAND_STEPS, CREATOR_STEPS } from '../sections/how-it-works';
import { StepList } from '../sections/steps';
import { StoreLinks } from '../sections/store-links';

/** An active proposal shown on the homepage, as the server rendered it with the page. */
export interface ShowcaseProposal {
  /** Its public page is `/proposals/{slug}` (in the page's language). */
  slug: string;
  title: string;
  brand: string;
  /** Where the brand is (a barri with its district, or a town); null when unknown. */
  place: string | null;
  /** What the brand gives; null when it did not say. */
  offer: string | null;
  /** What the creator makes; null when it did not say. */
  deliverables: string | null;
  /** The first category's name: the stand-in's drawing when there is no picture. */
  category: string | null;
  /** The proposal's picture, or null. */
  image: string | null;
}

/** A public proposal as a homepage card (call it while the page's language is active). */
export function showcaseProposal(proposal: PublicProposal): ShowcaseProposal {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    slug: proposal.slug,
    title: proposal.name,
    brand: proposal.brand.name,
    place: placeText(proposal.brand_card.barri, proposal.brand_card.city),
    offer: text(proposal.settings.compensation_type),
    deliverables: text(proposal.settings.deliverables),
    category: proposal.categories[0]?.name ?? null,
    image: proposal.image,
  };
}

function ShowcaseCard({ proposal, first }: { proposal: ShowcaseProposal; first: boolean }) {
  return (
    <Card asChild className="relative overflow-hidden pt-0 sm:pt-0">
      <article>
        {/* A picture with a fixed ratio and size: the card never jumps when it loads. */}
        {proposal.image ? (
          <img
            src={proposal.image}
            srcSet={proposalImageSrcSet(proposal.image)}
            sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
            alt=""
            width={1200}
            height={750}
            loading={first ? undefined : 'lazy'}
            className="aspect-[8/5] w-full bg-stone-200 object-cover"
          />
        ) : (
          <CategoryArt
            category={proposal.category}
            fallback={proposal.title}
            className="aspect-[8/5]"
            iconClassName="size-14"
          />
        )}
        <CardHeader>
          <p className="text-sm font-medium text-muted">
            {proposal.place ? `${proposal.brand} · ${proposal.place}` : proposal.brand}
          </p>
          <h3 className="text-lg leading-snug font-semibold">
            <SiteLink
              href={`/proposals/${encodeURIComponent(proposal.slug)}`}
              className={cn(
                'rounded-sm hover:text-primary-700 hover:underline',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                // The whole card is the link's target area.
                'after:absolute after:inset-0',
              )}
            >
              {proposal.title}
            </SiteLink>
          </h3>
        </CardHeader>
        {(proposal.offer || proposal.deliverables) && (
          <CardContent>
            <dl className="grid gap-2 text-sm">
              {proposal.offer && (
                <div className="grid gap-0.5">
                  <dt className="text-muted">
                    <Trans>In exchange</Trans>
                  </dt>
                  <dd className="font-medium">{proposal.offer}</dd>
                </div>
              )}
              {proposal.deliverables && (
                <div className="grid gap-0.5">
                  <dt className="text-muted">
                    <Trans>Content</Trans>
                  </dt>
                  <dd className="font-medium">{proposal.deliverables}</dd>
                </div>
              )}
            </dl>
          </CardContent>
        )}
      </article>
    </Card>
  );
}

function ApplyCard({
  title,
  description,
  perks,
  cta,
  href,
}: {
  title: MessageDescriptor;
  description: MessageDescriptor;
  perks: readonly MessageDescriptor[];
  cta: MessageDescriptor;
  href: string;
} & SitePageProps) {
  const { i18n } = useLingui();
  return (
    <Card asChild className="h-full">
      <article>
        <CardHeader>
          <h3 className="text-2xl font-bold">{i18n._(title)}</h3>
          <CardDescription className="text-base">{i18n._(description)}</CardDescription>
        </CardHeader>
        <CardContent className="grow">
          <ul className="grid gap-3">
            {perks.map((perk) => (
              <li key={perk.id} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                <span>{i18n._(perk)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <SiteButtonLink href={href} className="w-full sm:w-auto">
            {i18n._(cta)}
          </SiteButtonLink>
        </CardFooter>
      </article>
    </Card>
  );
}

/** The two sides of Colla, each with its steps (how it works). */
const AUDIENCES = [
  {
    title: msg`For brands`,
    description: msg`Restaurants, shops, studios and hotels that want local content without paying an agency.`,
    steps: BRAND_STEPS,
  },
  {
    title: msg`For creators`,
    description: msg`Instagram and TikTok creators who live in Barcelona and love its independent places.`,
    steps: CREATOR_STEPS,
  },
] as const;

/** The apply section's cards; each links to its side's `brandHref` or `creatorHref`. */
const APPLY_CARDS = [
  {
    audience: 'brand',
    title: msg`Brands`,
    description: msg`For Barcelona businesses with something worth sharing.`,
    perks: [
      msg`Your first proposal is free to publish`,
      msg`Applications from creators who already live in the city`,
      msg`A deal for every collaboration: tasks, due dates and a chat`,
      msg`A media library for the photos and videos you receive`,
    ],
    cta: msg`I'm a brand`,
  },
  {
    audience: 'creator',
    title: msg`Creators`,
    description: msg`For Instagram and TikTok creators who know Barcelona well.`,
    perks: [
      msg`Free for creators, always`,
      msg`Proposals from independent Barcelona brands, in one feed`,
      msg`Your deadlines in a calendar, with reminders before they are due`,
      msg`A notification the moment a brand answers your application`,
    ],
    cta: msg`I'm a creator`,
  },
] as const;

/** What the mobile app adds. */
const APP_FEATURES: readonly {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    icon: Bell,
    title: msg`Push notifications`,
    text: msg`Know when a creator applies, a brand accepts or a task is due tomorrow.`,
  },
  {
    icon: MessageCircle,
    title: msg`Chat for every deal`,
    text: msg`Settle the day, the table and the hashtags without swapping phone numbers.`,
  },
  {
    icon: CalendarDays,
    title: msg`A calendar of deadlines`,
    text: msg`Visits, posting deadlines and task due dates, side by side.`,
  },
];

export type HomePageProps = SitePageProps & {
  /** Colla on Apple's App Store. */
  appStoreHref: string;
  /** Colla on Google Play. */
  playStoreHref: string;
  /**
   * Active proposals to show, rendered with the page by the server; the section is left out when
   * there are none (the page prerendered at build time has none).
   */
  showcase?: readonly ShowcaseProposal[];
  /** Where "I'm a brand" goes. */
  brandHref?: string;
  /** Where "I'm a creator" goes. */
  creatorHref?: string;
};

/** The homepage (/home): hero, how it works, collaborations, apply, and the mobile app. */
export function HomePage({
  appStoreHref,
  playStoreHref,
  showcase = [],
  brandHref = '/brands/join',
  creatorHref = '/app-login',
  className,
}: HomePageProps) {
  const { t, i18n } = useLingui();
  return (
    <SitePage slot="home-page" className={className}>
      <Hero
        eyebrow={t`Made in Barcelona`}
        title={t`Brands and creators in Barcelona, working together.`}
        description={t`Colla is where Barcelona brands offer a product or a service in exchange for content, and local creators choose the collaborations that fit them. No agency in between.`}
        actions={
          <>
            <SiteButtonLink href="#apply" className={onDarkButton.solid}>
              <Trans>Join Colla</Trans>
            </SiteButtonLink>
            <SiteButtonLink href="#how-it-works" className={onDarkButton.outline}>
              <Trans>See how it works</Trans>
            </SiteButtonLink>
          </>
        }
        illustration={<EixampleIllustration />}
      />

      <SiteSection
        id="how-it-works"
        eyebrow={t`How it works`}
        title={t`From the first offer to the last Story, in one place`}
        intro={t`Brands offer what they already do best. Creators pick what they would happily post about. Colla keeps the brief, the tasks, the dates and the conversation together.`}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {AUDIENCES.map((audience) => (
            <Card key={audience.title.id} className="gap-6">
              <CardHeader>
                <h3 className="text-2xl font-bold">{i18n._(audience.title)}</h3>
                <CardDescription className="text-base">
                  {i18n._(audience.description)}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <StepList steps={audience.steps} titleAs="h4" />
              </CardContent>
            </Card>
          ))}
        </div>
      </SiteSection>

      {showcase.length > 0 && (
        <SiteSection
          id="collaborations"
          tone="surface"
          eyebrow={t`On Colla now`}
          title={t`Collaborations across the city`}
          intro={t`A few of the offers Barcelona brands have published. Open one to see the full brief.`}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {showcase.map((proposal, index) => (
              <li key={proposal.slug} className="grid">
                <ShowcaseCard proposal={proposal} first={index === 0} />
              </li>
            ))}
          </ul>
        </SiteSection>
      )}

      <SiteSection
        id="apply"
        eyebrow={t({ message: 'Apply', context: 'site: join Colla' })}
        title={t`Join Colla`}
        intro={t`Registering is free and takes two minutes. Tell us which side you are on.`}
        centered
      >
        <div className="grid gap-6 md:grid-cols-2">
          {APPLY_CARDS.map(({ audience, ...card }) => (
            <ApplyCard
              key={card.title.id}
              {...card}
              href={audience === 'brand' ? brandHref : creatorHref}
            />
          ))}
        </div>
      </SiteSection>

      <SiteSection
        id="app"
        tone="tint"
        eyebrow={t`The Colla app`}
        title={t`Your collaborations in your pocket`}
        intro={t`Answer applications between services, reply to a brand from the metro and check what is due this week, on iPhone and Android.`}
      >
        <div className="grid items-center gap-10 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="grid gap-8">
            <ul className="grid gap-5">
              {APP_FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title.id} className="grid grid-cols-[auto_minmax(0,1fr)] gap-4">
                  <span className="grid size-11 place-items-center rounded-xl bg-surface text-primary-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="grid gap-1">
                    <h3 className="font-semibold">{i18n._(title)}</h3>
                    <p className="text-muted">{i18n._(text)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <StoreLinks appStoreHref={appStoreHref} playStoreHref={playStoreHref} />
          </div>
          <div className="mx-auto w-36 sm:w-56">
            <PhoneIllustration />
          </div>
        </div>
      </SiteSection>
    </SitePage>
  );
}
