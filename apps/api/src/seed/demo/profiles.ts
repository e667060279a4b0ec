/** The demo creators' profiles. */
import type { CategoryKey, UserKey } from './keys';

export interface DemoProfile {
  bio: string;
  instagramHandle: string;
  instagramFollowers: number;
  tiktokHandle: string | null;
  tiktokFollowers: number | null;
  gender: 'man' | 'woman' | 'non_binary';
  birthDate: string;
  categories: CategoryKey[];
}

export const PROFILES: Partial<Record<UserKey, DemoProfile>> = {
  laia: {
    bio: 'Food and neighbourhood life in Gràcia. Sunday vermut is non-negotiable.',
    instagramHandle: 'laiapuig.bcn',
    instagramFollowers: 48_200,
    tiktokHandle: 'laiapuig',
    tiktokFollowers: 12_600,
    gender: 'woman',
    birthDate: '1996-04-12',
    categories: ['food', 'lifestyle', 'nightlife'],
  },
  marc: {
    bio: 'Cycling, sea swims and long weekends along the Costa Brava.',
    instagramHandle: 'marcsoler.rides',
    instagramFollowers: 21_400,
    tiktokHandle: 'marcsolerbcn',
    tiktokFollowers: 30_500,
    gender: 'man',
    birthDate: '1992-09-03',
    categories: ['sports', 'travel'],
  },
  nuria: {
    bio: 'Eating my way through Barcelona, one tapa at a time. Reviews in Catalan and English.',
    instagramHandle: 'nuriavidal.eats',
    instagramFollowers: 67_300,
    tiktokHandle: 'nuriavidaleats',
    tiktokFollowers: 41_900,
    gender: 'woman',
    birthDate: '1994-01-27',
    categories: ['food', 'nightlife', 'lifestyle'],
  },
  pau: {
    bio: 'Short films about Barcelona streets and the people who make them.',
    instagramHandle: 'pauserra.film',
    instagramFollowers: 15_800,
    tiktokHandle: 'pauserrafilm',
    tiktokFollowers: 88_000,
    gender: 'man',
    birthDate: '1998-11-05',
    categories: ['fashion', 'lifestyle', 'travel'],
  },
  aina: {
    bio: 'Yoga teacher and sea-swimmer in Poblenou. Slow mornings, salty hair.',
    instagramHandle: 'ainaroca.wellness',
    instagramFollowers: 9_400,
    tiktokHandle: null,
    tiktokFollowers: null,
    gender: 'woman',
    birthDate: '1991-06-18',
    categories: ['wellness', 'sports'],
  },
  oriol: {
    bio: 'Dad of two and weekend explorer: family plans in and around Barcelona.',
    instagramHandle: 'oriolcamps',
    instagramFollowers: 5_200,
    tiktokHandle: null,
    tiktokFollowers: null,
    gender: 'man',
    birthDate: '1987-02-09',
    categories: ['family', 'food'],
  },
  quim: {
    bio: 'Street style around the Born.',
    instagramHandle: 'quimserrano',
    instagramFollowers: 3_100,
    tiktokHandle: 'quimserrano',
    tiktokFollowers: 2_400,
    gender: 'non_binary',
    birthDate: '2000-08-30',
    categories: ['fashion'],
  },
};
