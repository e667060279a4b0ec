import { BellRing, CalendarDays, FileText, Gift, Hand, MapPin } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AudiencePage } from '../sections/audience-page';
import type { Benefit } from '../sections/benefits';
import type { FaqItem } from '../sections/faq';
import { CREATOR_STEPS } from '../sections/how-it-works';
import { CreatorIllustration } from '../sections/illustrations';
import type { SitePageProps } from '../sections/site-link';

export const CREATOR_BENEFITS: readonly Benefit[] = [
  {
    icon: Gift,
    title: msg`Free for creators, always`,
    description: msg`No sign-up fee, no commission and no premium tier. Brands pay for Colla; you never do.`,
  },
  {
    icon: MapPin,
    title: msg`Only Barcelona brands`,
    description: msg`Every proposal comes from a place in the city: restaurants, bakeries, studios, shops and hotels you can actually visit.`,
  },
  {
    icon: FileText,
    title: msg`The brief before you apply`,
    description: msg`Deliverables, visual guidelines, key message and posting deadline are all in the proposal. No surprises after you say yes.`,
  },
  {
    icon: Hand,
    title: msg`You choose`,
    description: msg`Apply only to what you would happily post about. Nobody can sign you up to a collaboration.`,
  },
  {
    icon: CalendarDays,
    title: msg`Deadlines in your calendar`,
    description: msg`Visits, task due dates and posting deadlines appear in your Colla calendar as soon as a brand accepts you.`,
  },
  {
    icon: BellRing,
    title: msg`Answers, not silence`,
    description: msg`You are notified when a brand accepts or declines your application, and when it writes to you.`,
  },
];

/** Who Colla's creators are. */
const CREATOR_FIT: readonly MessageDescriptor[] = [
  msg`You live in or near Barcelona`,
  msg`You post on Instagram, TikTok or both`,
  msg`You are 18 or older`,
  msg`You love discovering independent places`,
];

export const CREATOR_FAQ: readonly FaqItem[] = [
  {
    question: msg`Does Colla cost anything for creators?`,
    answer: (
      <p>
        <Trans>
          No. Creating a profile, applying and collaborating are free, and always will be.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How many followers do I need?`,
    answer: (
      <p>
        <Trans>
          There is no minimum to join. Each brand sets its own minimum in a proposal, and you see it
          before you apply. Plenty of proposals welcome creators with a few thousand engaged
          followers.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Do I get paid?`,
    answer: (
      <p>
        <Trans>
          Collaborations are exchanges: the brand gives you the product or service in its proposal,
          such as a dinner for two, a class or a weekend with an e-bike. Some brands add a fee; when
          they do, the proposal says so.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Which platforms can I use?`,
    answer: (
      <p>
        <Trans>
          Instagram and TikTok. Each proposal says which platform it needs and whether it wants
          video, pictures or both.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What if I cannot make a deadline?`,
    answer: (
      <p>
        <Trans>
          Tell the brand in the deal’s chat as soon as you know. Due dates count from the day you
          are accepted, and most brands will happily agree a new date when you ask early.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Who owns the content I make?`,
    answer: (
      <p>
        <Trans>
          You do. The brand may share it as the proposal describes, for example by reposting your
          Reel. Anything beyond that, such as using it in paid ads, needs your agreement first.
        </Trans>
      </p>
    ),
  },
];

export type CreatorsPageProps = SitePageProps & {
  /** Where "Join as a creator" goes: the portal's sign-in and registration. */
  signUpHref?: string;
  /** The brands page, offered to brands who landed here. */
  brandsHref?: string;
};

/** The creators page (/creators): benefits, how it works, questions and a call to action. */
export function CreatorsPage({
  signUpHref = '/app-login',
  brandsHref = '/brands',
  className,
}: CreatorsPageProps) {
  const { t } = useLingui();
  return (
    <AudiencePage
      slot="creators-page"
      className={className}
      intro={{
        eyebrow: t`For creators`,
        title: t`Collaborate with the Barcelona places you already post about`,
        description: t`Browse offers from independent brands across the city, apply to the ones you love and keep every visit, deadline and message in one app.`,
        illustration: <CreatorIllustration />,
      }}
      signUp={{ label: t`Join as a creator`, href: signUpHref }}
      benefits={{
        title: t`Why creators join Colla`,
        intro: t`No cold DMs, no vague briefs, no chasing brands for an answer.`,
        items: CREATOR_BENEFITS,
      }}
      how={{
        title: t`From your first application to your next post`,
        steps: CREATOR_STEPS,
        asideTitle: t`Colla is for you if`,
        aside: CREATOR_FIT,
      }}
      faq={{ title: t`Questions from creators`, items: CREATOR_FAQ }}
      closing={{
        title: t`Your next favourite place is looking for you`,
        description: t`Create your free profile in two minutes and apply to your first collaboration today.`,
      }}
      other={{ label: t`I'm a brand`, href: brandsHref }}
    />
  );
}
