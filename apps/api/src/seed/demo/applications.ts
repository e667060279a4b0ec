/** The demo applications in every status, the deals they became, their tasks and chats. */
import type { UserKey } from './keys';

/** A task's progress: both sides done, only one side done, or not started. */
export type TaskProgress = 'done' | 'brand' | 'creator' | 'open';

export interface DemoMessage {
  from: 'creator' | 'brand';
  body: string;
  /** Hours (with a fraction for minutes) after the application was accepted. */
  after: number;
}

export interface DemoApplication {
  proposal: string;
  creator: UserKey;
  status: 'pending' | 'accepted' | 'rejected';
  message: string | null;
  appliedDaysAgo: number;
  /** Days ago the brand accepted or rejected it. */
  decidedDaysAgo?: number;
  /** Accepted only: one entry per task template, in order. */
  progress?: TaskProgress[];
  chat?: DemoMessage[];
  /** How many messages of the chat each side has read (default: all). */
  read?: { creator?: number; brand?: number };
  /** A completed deal the creator hid from their profile. */
  hidden?: boolean;
}

type Application = Omit<DemoApplication, 'proposal'>;

/** Days ago the creator applied and the brand decided. */
type Days = [applied: number, decided: number];

/** The applications to one proposal. */
const to = (proposal: string, list: Application[]): DemoApplication[] =>
  list.map((application) => ({ proposal, ...application }));

const pending = (
  creator: UserKey,
  appliedDaysAgo: number,
  message: string | null,
): Application => ({
  creator,
  status: 'pending',
  message,
  appliedDaysAgo,
});

const rejected = (
  creator: UserKey,
  [applied, decided]: Days,
  message: string | null,
): Application => ({
  creator,
  status: 'rejected',
  message,
  appliedDaysAgo: applied,
  decidedDaysAgo: decided,
});

/**
 * A chat written one message a line, `+HOURSh SIDE: text` (or `+HOURShMINUTESm`): how long after
 * the application was accepted, and who wrote it.
 */
function chatOf(script: string): DemoMessage[] {
  return script
    .trim()
    .split('\n')
    .map((line) => {
      const [, hours, minutes, from, body] =
        /^\+(\d+)h(?:(\d+)m)? (creator|brand): (.+)$/.exec(line.trim()) ?? [];
      if (body === undefined) throw new Error(`Not a demo chat line: ${line}`);
      const after = Number(hours) + Number(minutes ?? 0) / 60;
      return { from: from as DemoMessage['from'], body, after };
    });
}

/** An accepted application: its deal's task progress, and its chat as a script (`chatOf`). */
function accepted(
  creator: UserKey,
  [applied, decided]: Days,
  progress: TaskProgress[],
  deal: {
    chat: string;
    message: string | null;
    read?: DemoApplication['read'];
    hidden?: boolean;
  },
): Application {
  return {
    ...(deal.hidden ? { hidden: true } : {}),
    creator,
    status: 'accepted',
    message: deal.message,
    appliedDaysAgo: applied,
    decidedDaysAgo: decided,
    progress,
    chat: chatOf(deal.chat),
    ...(deal.read ? { read: deal.read } : {}),
  };
}

export const APPLICATIONS: DemoApplication[] = [
  // Summer vermut tasting in Gràcia
  ...to('vermut-summer', [
    accepted('laia', [14, 11], ['done', 'brand', 'open'], {
      chat: `
        +1h brand: Hi Laia! Welcome aboard. Which Sunday works for you?
        +1h40m creator: Hi Jordi! This Sunday at 12:30 would be perfect.
        +20h brand: Done: table for two on the terrace, under the name Laia.
        +20h25m creator: Thank you! Can I film the pour behind the bar for a few seconds?
        +110h brand: Of course. Ask for Montse, she does the best pour in the house.
      `,
      message: 'I live two streets from Verdi and post about Gràcia every Sunday. Would love this!',
      read: { creator: 4 },
    }),
    pending('nuria', 2, 'Vermut is my favourite topic. My audience is 70% Barcelona-based.'),
    rejected('marc', [20, 18], null),
    // TikTok first: too few Instagram followers for this one.
    pending('pau', 3, 'I would film the vermut ritual as a short documentary.'),
    // No birth date on the profile: the age is missing.
    pending('oriol', 1, 'A family vermut on a Sunday, the kids with their olives.'),
    pending('aina', 4, 'A slow Sunday vermut after a morning swim, my favourite routine.'),
  ]),
  // Vermut and live jazz Thursdays (inactive): a finished deal
  ...to('vermut-jazz', [
    accepted('nuria', [140, 135], ['done', 'done', 'done'], {
      chat: `
        +2h creator: Could I come on the 14th with a friend?
        +5h brand: Yes! Two seats at the bar, next to the piano.
        +200h creator: The Reel is up. Thanks for a great night!
        +204h brand: We loved it. You are welcome any Thursday.
      `,
      message: 'Jazz and vermut, my two favourite things on a Thursday.',
    }),
    rejected('pau', [138, 134], 'I film music sessions around the Born.'),
    accepted('laia', [150, 146], ['done', 'done', 'done'], {
      chat: `
        +1h brand: Hi Laia! Thursday the 3rd at 21:00?
        +1h30m creator: Perfect, see you then!
        +170h creator: Stories are up, thank you for the music.
      `,
      message: 'Jazz on a Thursday in Gràcia is my idea of a good week.',
      hidden: true,
    }),
  ]),
  // Sourdough mornings at Forn Sant Pau
  ...to('forn-sourdough', [
    pending('laia', 1, 'I would love to show the bakery to my followers, they love local food.'),
    accepted('oriol', [7, 4], ['creator', 'done', 'open'], {
      chat: `
        +2h brand: Hi Oriol, any weekday at 6:30 works. Which day suits you?
        +4h creator: Thursday! I will bring the two little bakers.
        +70h creator: We went this morning, what an experience.
      `,
      message: 'My kids would love to see how bread is made at dawn.',
      read: { brand: 2 },
    }),
    rejected('aina', [12, 10], null),
  ]),
  // Cold-water swim mornings at Bogatell
  ...to('saldemar-winter', [
    accepted('marc', [6, 3], ['done', 'open', 'open'], {
      chat: `
        +1h brand: Hi Marc! What size should we send?
        +2h creator: M for the swimsuit, L for the robe. Thanks!
        +26h brand: Shipped today, it should arrive tomorrow.
      `,
      message: 'I swim at Bogatell three mornings a week, all year.',
      read: { creator: 2 },
    }),
    rejected('laia', [8, 5], 'I have never swum in winter but I would love to try.'),
    pending('aina', 3, 'Sea swimming is part of my morning routine in Poblenou.'),
    pending('pau', 1, null),
  ]),
  // Ride Poblenou by e-bike
  ...to('bicis-ride', [
    accepted('laia', [15, 12], ['done', 'done', 'creator'], {
      chat: `
        +3h brand: Hi Laia! The bike is ready whenever you are.
        +3h50m creator: I will pick it up on Saturday morning.
        +30h brand: Here is the route our guide suggests: Pujades, Rambla, Bogatell.
        +31h creator: Perfect, I will film it at golden hour.
        +250h creator: The Reel is up! Could you confirm the task?
        +260h brand: Great video, Laia. Checking it today.
        +262h brand: Could you add our handle to the first frame as well?
      `,
      message: 'I would ride from Gràcia to the sea and film the whole way.',
      read: { creator: 4, brand: 4 },
    }),
    accepted('pau', [4, 1], ['open', 'open', 'open'], {
      chat: `
        +2h brand: Welcome, Pau! When would you like to collect the bike?
      `,
      message: 'A short film about the factories of Poblenou, seen from a bike.',
      read: { creator: 0 },
    }),
    pending('marc', 5, 'I know every bike lane in Poblenou.'),
  ]),
  // Sunset ride up to Montjuïc (inactive): finished
  ...to('bicis-sunset', [
    accepted('marc', [110, 106], ['done', 'done'], {
      chat: `
        +4h creator: Friday evening at 19:00?
        +6h brand: Perfect, the bike will be charged.
        +190h creator: TikTok posted, 40k views already!
      `,
      message: 'Montjuïc climbs are my weekly training.',
    }),
    rejected('oriol', [112, 108], 'Could I bring my children on a cargo bike?'),
    accepted('laia', [100, 96], ['done', 'done'], {
      chat: `
        +2h brand: Hi Laia! Sunset is at 18:10 these days: pick-up at 17:00?
        +2h20m creator: 17:00 is great, thank you!
        +150h creator: Reel posted: the view from Miramar stole the show.
      `,
      message: 'Montjuïc at sunset from an e-bike: my followers will love it.',
    }),
  ]),
  // Tapas night at La Pepita
  ...to('pepita-tapas', [
    accepted('nuria', [12, 9], ['done', 'done', 'open'], {
      chat: `
        +2h brand: Hola Núria! Any allergies we should tell the kitchen?
        +3h creator: None at all, bring everything!
        +8h brand: Wednesday at 21:00 is booked for two.
        +80h creator: What a dinner. Editing the Reel this weekend.
      `,
      message: 'La Pepita is on my list of the ten best tapas bars in the city.',
    }),
    pending('oriol', 4, 'Family dinners are my thing, but date nights too.'),
    rejected('quim', [14, 13], null),
  ]),
  // Rooftop yoga in the Eixample
  ...to('jardi-rooftop', [
    accepted('aina', [4, 2], ['open', 'brand', 'open'], {
      chat: `
        +5h brand: Hi Aina, your pass is active. See you on the rooftop!
        +7h creator: Thank you! Tuesday at 8:00 then.
      `,
      message: 'I teach yoga myself and would love to try your rooftop.',
      read: { brand: 1 },
    }),
    pending('laia', 2, 'I need to slow down, and my followers ask about yoga all the time.'),
    pending('nuria', 1, null),
  ]),
  // Morning breathwork week (inactive): finished
  ...to('jardi-breath', [
    accepted('aina', [88, 86], ['done', 'done'], {
      chat: `
        +3h brand: See you on Monday at 7:30, Aina.
        +290h creator: Diary posted, thank you for the week!
      `,
      message: 'Breathwork changed my mornings; I would love to share it.',
    }),
  ]),
];
