import { msg } from '@lingui/core/macro';
import type { Step } from './steps';

/*
 * How a collaboration works, told once for each side: the homepage, the brands page and the
 * creators page all use these steps.
 */

export const BRAND_STEPS: readonly Step[] = [
  {
    title: msg`Publish a proposal`,
    description: msg`Say what you offer (a tasting menu, a haircut, a night in your hotel), who you are looking for and the content you need.`,
  },
  {
    title: msg`Choose your creators`,
    description: msg`Barcelona creators apply with their profile and a short message. You accept the ones that fit your brand and decline the rest.`,
  },
  {
    title: msg`Work from one shared deal`,
    description: msg`Accepting an application opens a deal with the tasks from your proposal, their due dates and a chat with the creator.`,
  },
  {
    title: msg`Get your content`,
    description: msg`Each side ticks off its own tasks. When both have, the task is done, and your Reels and Stories go live on time.`,
  },
];

export const CREATOR_STEPS: readonly Step[] = [
  {
    title: msg`Create your free profile`,
    description: msg`Tell brands what you post about, where, and for how many followers.`,
  },
  {
    title: msg`Browse Barcelona proposals`,
    description: msg`Restaurants, bakeries, studios, shops and hotels post what they offer and what they would like in return.`,
  },
  {
    title: msg`Apply in a minute`,
    description: msg`Write a line about why the collaboration fits you. You are notified the moment the brand answers.`,
  },
  {
    title: msg`Enjoy it, post it, tick it off`,
    description: msg`Your deadlines land in your calendar, and the chat keeps everything agreed with the brand in one place.`,
  },
];
