/** The demo applications in every status, the deals they became, their tasks and chats. */
import type { UserKey } from './keys';

/** A task's progress: both sides done, only one side done, or not started. */
export type TaskProgress = 'done' | 'brand' | 'creator' | 'open';

export interface DemoMessage {
  from: 'creator' | 'brand';
  body: string;
  /** Hours after the application was accepted. */
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
}

export const APPLICATIONS: DemoApplication[] = [
  // Summer vermut tasting in Gràcia
  {
    proposal: 'vermut-summer',
    creator: 'laia',
    status: 'accepted',
    message: 'I live two streets from Verdi and post about Gràcia every Sunday. Would love this!',
    appliedDaysAgo: 14,
    decidedDaysAgo: 11,
    progress: ['done', 'brand', 'open'],
    chat: [
      { from: 'brand', body: 'Hi Laia! Welcome aboard. Which Sunday works for you?', after: 1 },
      { from: 'creator', body: 'Hi Jordi! This Sunday at 12:30 would be perfect.', after: 3 },
      {
        from: 'brand',
        body: 'Done: table for two on the terrace, under the name Laia.',
        after: 20,
      },
      {
        from: 'creator',
        body: 'Thank you! Can I film the pour behind the bar for a few seconds?',
        after: 60,
      },
      {
        from: 'brand',
        body: 'Of course. Ask for Montse, she does the best pour in the house.',
        after: 110,
      },
    ],
    read: { creator: 4 },
  },
  {
    proposal: 'vermut-summer',
    creator: 'nuria',
    status: 'pending',
    message: 'Vermut is my favourite topic. My audience is 70% Barcelona-based.',
    appliedDaysAgo: 2,
  },
  {
    proposal: 'vermut-summer',
    creator: 'marc',
    status: 'rejected',
    message: null,
    appliedDaysAgo: 20,
    decidedDaysAgo: 18,
  },
  // Vermut and live jazz Thursdays (inactive): a finished deal
  {
    proposal: 'vermut-jazz',
    creator: 'nuria',
    status: 'accepted',
    message: 'Jazz and vermut, my two favourite things on a Thursday.',
    appliedDaysAgo: 140,
    decidedDaysAgo: 135,
    progress: ['done', 'done', 'done'],
    chat: [
      { from: 'creator', body: 'Could I come on the 14th with a friend?', after: 2 },
      { from: 'brand', body: 'Yes! Two seats at the bar, next to the piano.', after: 5 },
      { from: 'creator', body: 'The Reel is up. Thanks for a great night!', after: 200 },
      { from: 'brand', body: 'We loved it. You are welcome any Thursday.', after: 204 },
    ],
  },
  {
    proposal: 'vermut-jazz',
    creator: 'pau',
    status: 'rejected',
    message: 'I film music sessions around the Born.',
    appliedDaysAgo: 138,
    decidedDaysAgo: 134,
  },
  // Sourdough mornings at Forn Sant Pau
  {
    proposal: 'forn-sourdough',
    creator: 'laia',
    status: 'pending',
    message: 'I would love to show the bakery to my followers, they love local food.',
    appliedDaysAgo: 1,
  },
  {
    proposal: 'forn-sourdough',
    creator: 'oriol',
    status: 'accepted',
    message: 'My kids would love to see how bread is made at dawn.',
    appliedDaysAgo: 7,
    decidedDaysAgo: 4,
    progress: ['creator', 'done', 'open'],
    chat: [
      {
        from: 'brand',
        body: 'Hi Oriol, any weekday at 6:30 works. Which day suits you?',
        after: 2,
      },
      { from: 'creator', body: 'Thursday! I will bring the two little bakers.', after: 4 },
      { from: 'creator', body: 'We went this morning, what an experience.', after: 70 },
    ],
    read: { brand: 2 },
  },
  {
    proposal: 'forn-sourdough',
    creator: 'aina',
    status: 'rejected',
    message: null,
    appliedDaysAgo: 12,
    decidedDaysAgo: 10,
  },
  // Cold-water swim mornings at Bogatell
  {
    proposal: 'saldemar-winter',
    creator: 'marc',
    status: 'accepted',
    message: 'I swim at Bogatell three mornings a week, all year.',
    appliedDaysAgo: 6,
    decidedDaysAgo: 3,
    progress: ['done', 'open', 'open'],
    chat: [
      { from: 'brand', body: 'Hi Marc! What size should we send?', after: 1 },
      { from: 'creator', body: 'M for the swimsuit, L for the robe. Thanks!', after: 2 },
      { from: 'brand', body: 'Shipped today, it should arrive tomorrow.', after: 26 },
    ],
    read: { creator: 2 },
  },
  {
    proposal: 'saldemar-winter',
    creator: 'laia',
    status: 'rejected',
    message: 'I have never swum in winter but I would love to try.',
    appliedDaysAgo: 8,
    decidedDaysAgo: 5,
  },
  {
    proposal: 'saldemar-winter',
    creator: 'aina',
    status: 'pending',
    message: 'Sea swimming is part of my morning routine in Poblenou.',
    appliedDaysAgo: 3,
  },
  {
    proposal: 'saldemar-winter',
    creator: 'pau',
    status: 'pending',
    message: null,
    appliedDaysAgo: 1,
  },
  // Ride Poblenou by e-bike
  {
    proposal: 'bicis-ride',
    creator: 'laia',
    status: 'accepted',
    message: 'I would ride from Gràcia to the sea and film the whole way.',
    appliedDaysAgo: 15,
    decidedDaysAgo: 12,
    progress: ['done', 'done', 'creator'],
    chat: [
      { from: 'brand', body: 'Hi Laia! The bike is ready whenever you are.', after: 3 },
      { from: 'creator', body: 'I will pick it up on Saturday morning.', after: 5 },
      {
        from: 'brand',
        body: 'Here is the route our guide suggests: Pujades, Rambla, Bogatell.',
        after: 30,
      },
      { from: 'creator', body: 'The Reel is up! Could you confirm the task?', after: 250 },
      { from: 'brand', body: 'Great video, Laia. Checking it today.', after: 260 },
      { from: 'brand', body: 'Could you add our handle to the first frame as well?', after: 262 },
    ],
    read: { creator: 4, brand: 4 },
  },
  {
    proposal: 'bicis-ride',
    creator: 'pau',
    status: 'accepted',
    message: 'A short film about the factories of Poblenou, seen from a bike.',
    appliedDaysAgo: 4,
    decidedDaysAgo: 1,
    progress: ['open', 'open', 'open'],
    chat: [
      { from: 'brand', body: 'Welcome, Pau! When would you like to collect the bike?', after: 2 },
    ],
    read: { creator: 0 },
  },
  {
    proposal: 'bicis-ride',
    creator: 'marc',
    status: 'pending',
    message: 'I know every bike lane in Poblenou.',
    appliedDaysAgo: 5,
  },
  // Sunset ride up to Montjuïc (inactive): finished
  {
    proposal: 'bicis-sunset',
    creator: 'marc',
    status: 'accepted',
    message: 'Montjuïc climbs are my weekly training.',
    appliedDaysAgo: 110,
    decidedDaysAgo: 106,
    progress: ['done', 'done'],
    chat: [
      { from: 'creator', body: 'Friday evening at 19:00?', after: 4 },
      { from: 'brand', body: 'Perfect, the bike will be charged.', after: 6 },
      { from: 'creator', body: 'TikTok posted, 40k views already!', after: 190 },
    ],
  },
  {
    proposal: 'bicis-sunset',
    creator: 'oriol',
    status: 'rejected',
    message: 'Could I bring my children on a cargo bike?',
    appliedDaysAgo: 112,
    decidedDaysAgo: 108,
  },
  // Tapas night at La Pepita
  {
    proposal: 'pepita-tapas',
    creator: 'nuria',
    status: 'accepted',
    message: 'La Pepita is on my list of the ten best tapas bars in the city.',
    appliedDaysAgo: 12,
    decidedDaysAgo: 9,
    progress: ['done', 'done', 'open'],
    chat: [
      { from: 'brand', body: 'Hola Núria! Any allergies we should tell the kitchen?', after: 2 },
      { from: 'creator', body: 'None at all, bring everything!', after: 3 },
      { from: 'brand', body: 'Wednesday at 21:00 is booked for two.', after: 8 },
      { from: 'creator', body: 'What a dinner. Editing the Reel this weekend.', after: 80 },
    ],
  },
  {
    proposal: 'pepita-tapas',
    creator: 'oriol',
    status: 'pending',
    message: 'Family dinners are my thing, but date nights too.',
    appliedDaysAgo: 4,
  },
  {
    proposal: 'pepita-tapas',
    creator: 'quim',
    status: 'rejected',
    message: null,
    appliedDaysAgo: 14,
    decidedDaysAgo: 13,
  },
  // Rooftop yoga in the Eixample
  {
    proposal: 'jardi-rooftop',
    creator: 'aina',
    status: 'accepted',
    message: 'I teach yoga myself and would love to try your rooftop.',
    appliedDaysAgo: 4,
    decidedDaysAgo: 2,
    progress: ['open', 'brand', 'open'],
    chat: [
      { from: 'brand', body: 'Hi Aina, your pass is active. See you on the rooftop!', after: 5 },
      { from: 'creator', body: 'Thank you! Tuesday at 8:00 then.', after: 7 },
    ],
    read: { brand: 1 },
  },
  {
    proposal: 'jardi-rooftop',
    creator: 'laia',
    status: 'pending',
    message: 'I need to slow down, and my followers ask about yoga all the time.',
    appliedDaysAgo: 2,
  },
  {
    proposal: 'jardi-rooftop',
    creator: 'nuria',
    status: 'pending',
    message: null,
    appliedDaysAgo: 1,
  },
  // Morning breathwork week (inactive): finished
  {
    proposal: 'jardi-breath',
    creator: 'aina',
    status: 'accepted',
    message: 'Breathwork changed my mornings; I would love to share it.',
    appliedDaysAgo: 88,
    decidedDaysAgo: 86,
    progress: ['done', 'done'],
    chat: [
      { from: 'brand', body: 'See you on Monday at 7:30, Aina.', after: 3 },
      { from: 'creator', body: 'Diary posted, thank you for the week!', after: 290 },
    ],
  },
];
