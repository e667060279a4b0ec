import {
  Bell,
  Bike,
  CalendarDays,
  Check,
  Croissant,
  MessageCircle,
  Shirt,
  Sparkles,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
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
import { EixampleIllustration, PhoneIllustration } from '../sections/illustrations';
import { Hero } from '../sections/hero';
import { SiteSection } from '../sections/section';
import { SitePage } from '../sections/site-page';
import { SiteButtonLink, SiteLink, onDarkButton, type SitePageProps } from '../sections/site-link';
import { BRAND_STEPS, CREATOR_STEPS } from '../sections/how-it-works';
import { StepList } from '../sections/steps';
import { StoreLinks } from '../sections/store-links';

/** A collaboration shown on the homepage; the app can pass live public proposals. */
export interface ExampleCollaboration {
  /** Its public page is `/proposals/{slug}`. */
  slug: string;
  title: string;
  brand: string;
  neighbourhood: string;
  /** What the brand gives. */
  offer: string;
  /** What the creator makes. */
  deliverables: string;
  /** Picks the card's drawing, e.g. "Food & drink". */
  category: string;
}

/** Collaborations from the demo marketplace, until the app passes live ones. */
export const EXAMPLE_COLLABORATIONS: readonly ExampleCollaboration[] = [
  {
    slug: 'summer-vermut-tasting-gracia',
    title: 'Summer vermut tasting in Gràcia',
    brand: 'Vermut Gràcia',
    neighbourhood: 'Gràcia',
    offer: 'Tasting for two plus a bottle of house vermut',
    deliverables: 'One Instagram Reel and three Stories',
    category: 'Food & drink',
  },
  {
    slug: 'sourdough-mornings-forn-sant-pau',
    title: 'Sourdough mornings at Forn Sant Pau',
    brand: 'Forn Sant Pau',
    neighbourhood: 'El Raval',
    offer: 'A week of bread and pastries',
    deliverables: 'One Reel or TikTok of at least 30 seconds',
    category: 'Bakery',
  },
  {
    slug: 'sunset-rides-poblenou-seafront',
    title: 'Sunset rides along the Poblenou seafront',
    brand: 'Bicis Poblenou',
    neighbourhood: 'Poblenou',
    offer: 'Two e-bikes for a weekend',
    deliverables: 'A Reel of the ride from Bogatell to the Fòrum',
    category: 'Sports & outdoors',
  },
];

const categoryIcons: Record<string, LucideIcon> = {
  'Food & drink': UtensilsCrossed,
  Bakery: Croissant,
  'Sports & outdoors': Bike,
  Fashion: Shirt,
};

const cardTones = [
  'bg-primary-100 text-primary-800',
  'bg-warning-100 text-warning-800',
  'bg-success-100 text-success-800',
];

function CollaborationCard({
  collaboration,
  index,
}: {
  collaboration: ExampleCollaboration;
  index: number;
} & SitePageProps) {
  const Icon = categoryIcons[collaboration.category] ?? Sparkles;
  return (
    <Card asChild className="relative overflow-hidden pt-0 sm:pt-0">
      <article>
        {/* A drawn thumbnail with a fixed ratio: the card never jumps when it appears. */}
        <div
          aria-hidden="true"
          className={cn(
            'grid aspect-[16/9] place-items-center',
            cardTones[index % cardTones.length],
          )}
        >
          <Icon className="size-14" strokeWidth={1.5} />
        </div>
        <CardHeader>
          <p className="text-sm font-medium text-muted">
            {collaboration.brand} · {collaboration.neighbourhood}
          </p>
          <h3 className="text-lg leading-snug font-semibold">
            <SiteLink
              href={`/proposals/${collaboration.slug}`}
              className={cn(
                'rounded-sm hover:text-primary-700 hover:underline',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                // The whole card is the link's target area.
                'after:absolute after:inset-0',
              )}
            >
              {collaboration.title}
            </SiteLink>
          </h3>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted">
                <Trans>In exchange</Trans>
              </dt>
              <dd className="font-medium">{collaboration.offer}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted">
                <Trans>Content</Trans>
              </dt>
              <dd className="font-medium">{collaboration.deliverables}</dd>
            </div>
          </dl>
        </CardContent>
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
  /** Collaborations to show; the section is left out when there are none. */
  collaborations?: readonly ExampleCollaboration[];
  /** Where "I'm a brand" goes. */
  brandHref?: string;
  /** Where "I'm a creator" goes. */
  creatorHref?: string;
};

/** The homepage (/home): hero, how it works, collaborations, apply, and the mobile app. */
export function HomePage({
  appStoreHref,
  playStoreHref,
  collaborations = EXAMPLE_COLLABORATIONS,
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

      {collaborations.length > 0 && (
        <SiteSection
          id="collaborations"
          tone="surface"
          eyebrow={t`On Colla now`}
          title={t`Collaborations across the city`}
          intro={t`A few of the offers Barcelona brands have published. Open one to see the full brief.`}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {collaborations.map((collaboration, index) => (
              <li key={collaboration.slug} className="grid">
                <CollaborationCard collaboration={collaboration} index={index} />
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
