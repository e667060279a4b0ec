import {
  BadgePercent,
  CalendarCheck,
  FolderOpen,
  MapPin,
  MessagesSquare,
  UserCheck,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AudiencePage } from '../sections/audience-page';
import type { Benefit } from '../sections/benefits';
import type { FaqItem } from '../sections/faq';
import { BRAND_STEPS } from '../sections/how-it-works';
import { StorefrontIllustration } from '../sections/illustrations';
import type { SitePageProps } from '../sections/site-link';

export const BRAND_BENEFITS: readonly Benefit[] = [
  {
    icon: BadgePercent,
    title: msg`No agency fees`,
    description: msg`You offer what you already do best (a tasting menu, a treatment, a night in your hotel) instead of paying a retainer.`,
  },
  {
    icon: MapPin,
    title: msg`Creators who live here`,
    description: msg`Everyone who applies is a Barcelona creator whose followers can walk, cycle or take the metro to you.`,
  },
  {
    icon: UserCheck,
    title: msg`You choose who you work with`,
    description: msg`Read each application and accept only the creators who fit your brand. Nobody is assigned to you.`,
  },
  {
    icon: CalendarCheck,
    title: msg`Everything agreed, with dates`,
    description: msg`Every deal lists who does what and by when, so the Reel goes up before your terrace closes for the season.`,
  },
  {
    icon: MessagesSquare,
    title: msg`One chat per collaboration`,
    description: msg`Agree the visit, the table and the hashtags in writing, without swapping phone numbers.`,
  },
  {
    icon: FolderOpen,
    title: msg`A library for your content`,
    description: msg`Keep the photos and videos from every collaboration in one place, ready for your own channels.`,
  },
];

/** What a brand describes in a proposal: the fields of Colla's proposal form. */
const PROPOSAL_CONTENTS: readonly MessageDescriptor[] = [
  msg`What you offer in exchange, and the dates it is available`,
  msg`Who you are looking for: age range, platform and minimum followers`,
  msg`The deliverables, the visual guidelines and the key message`,
  msg`The posting deadline, and when content should be submitted`,
  msg`The tasks on each side, each with the days it takes`,
];

export const BRAND_FAQ: readonly FaqItem[] = [
  {
    question: msg`What does Colla cost for a brand?`,
    answer: (
      <p>
        <Trans>
          Publishing your first proposal is free. After that, brands choose a monthly plan from €49
          (plus VAT) that they can cancel at any time. There is no commission on what you offer
          creators.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Do I have to pay creators?`,
    answer: (
      <p>
        <Trans>
          No. A collaboration on Colla is an exchange: you offer a product or a service and the
          creator makes content about it. If you would like to add a fee, say so in the proposal so
          creators know before they apply.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How do I choose which creators to work with?`,
    answer: (
      <p>
        <Trans>
          Every application shows the creator’s profile and a short message about why your proposal
          fits them. You accept or decline each one, and you can accept as many as you can host.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What happens when I accept an application?`,
    answer: (
      <p>
        <Trans>
          Colla creates a deal with the tasks from your proposal, each due a set number of days
          after you accept. You and the creator tick off your own tasks, and a task is done once
          both of you have. The deal has its own chat.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`What if a creator does not post?`,
    answer: (
      <p>
        <Trans>
          You can see every task and its due date, and both sides are reminded before a task is due.
          If a collaboration still goes wrong, write to us and we will help you sort it out.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Which businesses is Colla for?`,
    answer: (
      <p>
        <Trans>
          Independent Barcelona businesses with something people enjoy in person: restaurants, bars,
          bakeries, shops, salons, studios, gyms, hotels and cultural venues. If you only sell
          online, Colla can still work for you as long as you can send creators what you make.
        </Trans>
      </p>
    ),
  },
];

export type BrandsPageProps = SitePageProps & {
  /** Where "Publish your first proposal" goes: the portal's sign-in and registration. */
  signUpHref?: string;
  /** The creators page, offered to creators who landed here. */
  creatorsHref?: string;
};

/** The brands page (/brands): benefits, how it works, questions and a call to action. */
export function BrandsPage({
  signUpHref = '/brands/join',
  creatorsHref = '/creators',
  className,
}: BrandsPageProps) {
  const { t } = useLingui();
  return (
    <AudiencePage
      slot="brands-page"
      className={className}
      intro={{
        eyebrow: t`For brands`,
        title: t`Local content from creators who already love your neighbourhood`,
        description: t`Publish what you can offer, choose the Barcelona creators you want to host and get Reels, TikToks and Stories made by people your customers follow.`,
        illustration: <StorefrontIllustration />,
      }}
      signUp={{ label: t`Publish your first proposal`, href: signUpHref }}
      benefits={{
        title: t`Why Barcelona brands use Colla`,
        intro: t`Agencies are built for big budgets. Colla is built for the bakery in Sant Antoni and the yoga studio in Poblenou.`,
        items: BRAND_BENEFITS,
      }}
      how={{
        title: t`From proposal to published content`,
        steps: BRAND_STEPS,
        asideTitle: t`What goes into a proposal`,
        aside: PROPOSAL_CONTENTS,
      }}
      faq={{ title: t`Questions from brands`, items: BRAND_FAQ }}
      closing={{
        title: t`Your first proposal is on us`,
        description: t`Tell us about your business in two minutes. We answer within two working days, and you can publish your first proposal the same day.`,
      }}
      other={{ label: t`I'm a creator`, href: creatorsHref }}
    />
  );
}
