/** The demo invitations: brands that found a creator and asked them to apply. */
import type { UserKey } from './keys';

export interface DemoInvite {
  proposal: string;
  creator: UserKey;
  /** The brand manager who invited. */
  by: UserKey;
  message: string | null;
  daysAgo: number;
}

export const INVITES: DemoInvite[] = [
  {
    proposal: 'forn-sourdough',
    creator: 'nuria',
    by: 'jordi',
    message:
      'We love your Sant Antoni market stories. Come film a morning bake with us? Coffee is on us.',
    daysAgo: 2,
  },
  { proposal: 'forn-sourdough', creator: 'pau', by: 'jordi', message: null, daysAgo: 5 },
];
