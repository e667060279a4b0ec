import {
  BadgePercent,
  CalendarCheck,
  FolderOpen,
  MapPin,
  MessagesSquare,
  UserCheck,
} from 'lucide-react';
import { AudiencePage } from '../sections/audience-page';
import type { Benefit } from '../sections/benefits';
import type { FaqItem } from '../sections/faq';
import { BRAND_STEPS } from '../sections/how-it-works';
import { StorefrontIllustration } from '../sections/illustrations';
import type { SitePageProps } from '../sections/site-link';

export const BRAND_BENEFITS: readonly Benefit[] = [
  {
    icon: BadgePercent,
    title: 'No agency fees',
    description:
      'You offer what you already do best (a tasting menu, a treatment, a night in your hotel) instead of paying a retainer.',
  },
  {
    icon: MapPin,
    title: 'Creators who live here',
    description:
      'Everyone who applies is a Barcelona creator whose followers can walk, cycle or take the metro to you.',
  },
  {
    icon: UserCheck,
    title: 'You choose who you work with',
    description:
      'Read each application and accept only the creators who fit your brand. Nobody is assigned to you.',
  },
  {
    icon: CalendarCheck,
    title: 'Everything agreed, with dates',
    description:
      'Every deal lists who does what and by when, so the Reel goes up before your terrace closes for the season.',
  },
  {
    icon: MessagesSquare,
    title: 'One chat per collaboration',
    description:
      'Agree the visit, the table and the hashtags in writing, without swapping phone numbers.',
  },
  {
    icon: FolderOpen,
    title: 'A library for your content',
    description:
      'Keep the photos and videos from every collaboration in one place, ready for your own channels.',
  },
];

/** What a brand describes in a proposal: the fields of Colla's proposal form. */
const PROPOSAL_CONTENTS = [
  'What you offer in exchange, and the dates it is available',
  'Who you are looking for: age range, platform and minimum followers',
  'The deliverables, the visual guidelines and the key message',
  'The posting deadline, and when content should be submitted',
  'The tasks on each side, each with the days it takes',
] as const;

export const BRAND_FAQ: readonly FaqItem[] = [
  {
    question: 'What does Colla cost for a brand?',
    answer: (
      <p>
        Publishing your first proposal is free. After that, brands choose a monthly plan from €49
        (plus VAT) that they can cancel at any time. There is no commission on what you offer
        creators.
      </p>
    ),
  },
  {
    question: 'Do I have to pay creators?',
    answer: (
      <p>
        No. A collaboration on Colla is an exchange: you offer a product or a service and the
        creator makes content about it. If you would like to add a fee, say so in the proposal so
        creators know before they apply.
      </p>
    ),
  },
  {
    question: 'How do I choose which creators to work with?',
    answer: (
      <p>
        Every application shows the creator’s profile and a short message about why your proposal
        fits them. You accept or decline each one, and you can accept as many as you can host.
      </p>
    ),
  },
  {
    question: 'What happens when I accept an application?',
    answer: (
      <p>
        Colla creates a deal with the tasks from your proposal, each due a set number of days after
        you accept. You and the creator tick off your own tasks, and a task is done once both of you
        have. The deal has its own chat.
      </p>
    ),
  },
  {
    question: 'What if a creator does not post?',
    answer: (
      <p>
        You can see every task and its due date, and both sides are reminded before a task is due.
        If a collaboration still goes wrong, write to us and we will help you sort it out.
      </p>
    ),
  },
  {
    question: 'Which businesses is Colla for?',
    answer: (
      <p>
        Independent Barcelona businesses with something people enjoy in person: restaurants, bars,
        bakeries, shops, salons, studios, gyms, hotels and cultural venues. If you only sell online,
        Colla can still work for you as long as you can send creators what you make.
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
  signUpHref = '/app-login',
  creatorsHref = '/creators',
  className,
}: BrandsPageProps) {
  return (
    <AudiencePage
      slot="brands-page"
      className={className}
      intro={{
        eyebrow: 'For brands',
        title: 'Local content from creators who already love your neighbourhood',
        description:
          'Publish what you can offer, choose the Barcelona creators you want to host and get Reels, TikToks and Stories made by people your customers follow.',
        illustration: <StorefrontIllustration />,
      }}
      signUp={{ label: 'Publish your first proposal', href: signUpHref }}
      benefits={{
        title: 'Why Barcelona brands use Colla',
        intro:
          'Agencies are built for big budgets. Colla is built for the bakery in Sant Antoni and the yoga studio in Poblenou.',
        items: BRAND_BENEFITS,
      }}
      how={{
        title: 'From proposal to published content',
        steps: BRAND_STEPS,
        asideTitle: 'What goes into a proposal',
        aside: PROPOSAL_CONTENTS,
      }}
      faq={{ title: 'Questions from brands', items: BRAND_FAQ }}
      closing={{
        title: 'Your first proposal is on us',
        description:
          'Registering takes two minutes. Publish a proposal today and meet your first creators this week.',
      }}
      other={{ label: "I'm a creator", href: creatorsHref }}
    />
  );
}
