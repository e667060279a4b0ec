import { FilePenLine, Handshake, MapPin } from 'lucide-react';
import { cn } from '@colla/ui/lib/cn';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BenefitGrid, type Benefit } from '../sections/benefits';
import { CallToAction } from '../sections/call-to-action';
import { FigureList, type Figure } from '../sections/figures';
import { PortraitIllustration, SkylineIllustration } from '../sections/illustrations';
import { SiteSection } from '../sections/section';
import { SitePage } from '../sections/site-page';
import type { SitePageProps } from '../sections/site-link';

/** A founder; the role and the biography in the catalog's words (`msg`). */
export interface Founder {
  name: string;
  role: MessageDescriptor;
  bio: MessageDescriptor;
  /** The drawn portrait's hair. */
  hair: 'long' | 'curly';
}

export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Marta Vidal',
    role: msg`Co-founder and CEO`,
    bio: msg`Marta grew up in Sant Andreu and spent nine years producing events across Barcelona, from a Poblenou design market that grew from 20 to 140 stalls to supper clubs on Eixample rooftops. She looks after Colla’s brands and partners, and still knows which terrace gets the best evening light.`,
    hair: 'long',
  },
  {
    name: 'Oriol Casas',
    role: msg`Co-founder and COO`,
    bio: msg`Oriol ran production and ticketing for open-air concerts and for the street-food nights of the festes of Gràcia and Sants, coordinating hundreds of suppliers, performers and volunteers each summer. At Colla he leads product and operations: the proposals, deals and tasks that keep every collaboration on time.`,
    hair: 'curly',
  },
];

const LESSONS: readonly Benefit[] = [
  {
    icon: MapPin,
    title: msg`Local beats loud`,
    description: msg`The brands that filled their rooms were not the ones with the biggest budgets, but the ones that invited creators whose followers lived ten minutes away.`,
  },
  {
    icon: Handshake,
    title: msg`A fair exchange`,
    description: msg`A great dinner, a class or a weekend away is worth posting about when the creator chose it. Nobody should be talked into content.`,
  },
  {
    icon: FilePenLine,
    title: msg`Put it in writing`,
    description: msg`Most collaborations that went wrong were agreed in a hurry on WhatsApp. On Colla, every deal says who does what, and by when.`,
  },
];

/** The events background, in numbers. */
const EVENT_FIGURES: readonly Figure[] = [
  { value: '400+', label: msg`events produced in Barcelona since 2015` },
  { value: '300', label: msg`local brands we worked with along the way` },
  { value: '10', label: msg`neighbourhoods, from Sants to Sant Martí` },
];

/** A city on the way, in the catalog's words (`msg`): cities' names change with the language. */
export interface ExpansionCity {
  city: MessageDescriptor;
  country: MessageDescriptor;
  /** When, in words: "Live since March 2026", "Spring 2027". */
  when: MessageDescriptor;
  note: MessageDescriptor;
  live?: boolean;
}

export const EXPANSION: readonly ExpansionCity[] = [
  {
    city: msg`Barcelona`,
    country: msg`Spain`,
    when: msg`Live since March 2026`,
    note: msg`Where it started: Ciutat Vella, the Eixample, Gràcia, Sants and Poblenou.`,
    live: true,
  },
  {
    city: msg`Lisbon`,
    country: msg`Portugal`,
    when: msg`Spring 2027`,
    note: msg`Independent cafés, design shops and a creator scene that grows every year.`,
  },
  {
    city: msg`Milan`,
    country: msg`Italy`,
    when: msg`Autumn 2027`,
    note: msg`Fashion and food brands well beyond the big houses, in Isola, Navigli and NoLo.`,
  },
  {
    city: msg`Marseille`,
    country: msg`France`,
    when: msg`2028`,
    note: msg`A Mediterranean port city with the same love of terraces, markets and the sea.`,
  },
  {
    city: msg`Berlin`,
    country: msg`Germany`,
    when: msg`2028`,
    note: msg`Neighbourhood brands in Neukölln, Kreuzberg and Prenzlauer Berg, and creators who love them.`,
  },
];

function founderId(founder: Founder): string {
  return `founder-${founder.name.toLowerCase().replace(/\s+/g, '-')}`;
}

export type AboutPageProps = SitePageProps & {
  /** Where "Join Colla" goes: the homepage's apply section. */
  applyHref?: string;
  /** The roadmap page. */
  roadmapHref?: string;
};

/** About us (/about-us): the founders, their events background and the plan for Europe. */
export function AboutPage({
  applyHref = '/home#apply',
  roadmapHref = '/roadmap',
  className,
}: AboutPageProps) {
  const { t, i18n } = useLingui();
  return (
    <SitePage
      slot="about-page"
      className={className}
      intro={{
        eyebrow: t`About us`,
        title: t`From Barcelona’s event scene to Colla`,
        description: t`Colla was started by two event organisers who spent a decade matching Barcelona brands with the people who could fill their rooms, terraces and feeds.`,
        illustration: <SkylineIllustration />,
      }}
    >
      <SiteSection id="story" eyebrow={t`Our story`} title={t`Born at the events`}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div className="grid max-w-prose gap-5 text-lg text-pretty text-muted">
            <p>
              <Trans>
                Before Colla, we produced events: weekend design markets in Poblenou warehouses,
                rooftop supper clubs in the Eixample, product launches for local fashion and food
                brands, and street-food nights during the festes of Gràcia and Sants.
              </Trans>
            </p>
            <p>
              <Trans>
                At every one of them the same thing happened. The brands that did best invited the
                right local creators: people whose followers trusted them and lived around the
                corner. We spent years making those introductions by hand, with spreadsheets,
                WhatsApp groups and a lot of favours.
              </Trans>
            </p>
            <p>
              <Trans>
                Colla turns that into a marketplace anyone in the city can use. Brands say what they
                can offer, creators choose what fits them, and everything agreed stays in one place.
                We named it after the Catalan word for a crew, like the colles castelleres who build
                human towers together.
              </Trans>
            </p>
          </div>
          <FigureList
            figures={EVENT_FIGURES}
            className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1"
            itemClassName="grid gap-1 rounded-2xl border border-line bg-surface p-6"
            labelClassName="text-muted"
            valueClassName="text-4xl font-extrabold text-primary-700"
          />
        </div>
      </SiteSection>

      <SiteSection
        id="founders"
        tone="surface"
        eyebrow={t`The founders`}
        title={t`Two organisers, one crew`}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {FOUNDERS.map((founder) => (
            <li key={founder.name}>
              <article
                aria-labelledby={founderId(founder)}
                className="grid h-full content-start gap-5 rounded-2xl border border-line bg-canvas p-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:p-8"
              >
                <div className="w-24 sm:w-28">
                  <PortraitIllustration hair={founder.hair} />
                </div>
                <div className="grid content-start gap-2">
                  <h3 id={founderId(founder)} className="text-2xl font-bold">
                    {founder.name}
                  </h3>
                  <p className="font-semibold text-primary-700">{i18n._(founder.role)}</p>
                  <p className="text-pretty text-muted">{i18n._(founder.bio)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </SiteSection>

      <SiteSection
        id="lessons"
        eyebrow={t`What the events taught us`}
        title={t`Three things we built Colla on`}
      >
        <BenefitGrid benefits={LESSONS} />
      </SiteSection>

      <SiteSection
        id="europe"
        tone="tint"
        eyebrow={t`What’s next`}
        title={t`Next stop: Europe`}
        intro={t`Every European city has its own Gràcia: independent places and the creators who love them. We are taking Colla there one city at a time, each with a local team that knows its neighbourhoods.`}
      >
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {EXPANSION.map((stop) => (
            <li
              key={stop.city.id}
              className={cn(
                'grid content-start gap-2 rounded-2xl border bg-surface p-5',
                stop.live ? 'border-primary-600 ring-1 ring-primary-600' : 'border-line',
              )}
            >
              <p className="text-sm font-semibold text-primary-700">{i18n._(stop.when)}</p>
              <h3 className="text-xl font-bold">{i18n._(stop.city)}</h3>
              <p className="-mt-1 text-sm text-muted">{i18n._(stop.country)}</p>
              <p className="text-sm text-pretty text-muted">{i18n._(stop.note)}</p>
            </li>
          ))}
        </ol>
      </SiteSection>

      <CallToAction
        id="join"
        title={t`Be part of the crew`}
        description={t`Whether you run a place people love or you are the person who tells everyone about it, there is room for you on Colla.`}
        links={[
          { label: t`Join Colla`, href: applyHref },
          { label: t`See our roadmap`, href: roadmapHref },
        ]}
      />
    </SitePage>
  );
}
