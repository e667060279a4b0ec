/** The demo creators' profiles. */
import type { CategoryKey, UserKey } from './keys';

export interface DemoProfile {
  username: string;
  /** Laia, Núria and Marc show their profile to everyone; the others only to brands. */
  visibility: 'brands' | 'public';
  /** A barri of Barcelona, or null with `city` another town. */
  barri: string | null;
  city: string;
  languages: ('ca' | 'es' | 'en')[];
  /** Days ago each follower count was last changed. */
  followersUpdatedDaysAgo: { instagram: number; tiktok: number | null };
  bio: string;
  instagramHandle: string;
  instagramFollowers: number;
  tiktokHandle: string | null;
  tiktokFollowers: number | null;
  gender: 'man' | 'woman' | 'non_binary';
  birthDate: string | null;
  categories: CategoryKey[];
  /** False for a creator who turned invitations from brands off. */
  acceptsInvites?: boolean;
}

export const PROFILES: Partial<Record<UserKey, DemoProfile>> = {
  laia: {
    username: 'laiapuig',
    visibility: 'public',
    barri: 'la-vila-de-gracia',
    city: 'Barcelona',
    languages: ['ca', 'es'],
    followersUpdatedDaysAgo: { instagram: 12, tiktok: 40 },
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
    username: 'marcsoler',
    visibility: 'public',
    barri: 'el-poblenou',
    city: 'Barcelona',
    languages: ['ca', 'es', 'en'],
    followersUpdatedDaysAgo: { instagram: 30, tiktok: 9 },
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
    username: 'nuriavidal',
    visibility: 'public',
    barri: 'sant-antoni',
    city: 'Barcelona',
    languages: ['ca', 'en'],
    followersUpdatedDaysAgo: { instagram: 5, tiktok: 5 },
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
    username: 'pau.serra',
    visibility: 'brands',
    barri: 'el-raval',
    city: 'Barcelona',
    languages: ['es', 'en'],
    followersUpdatedDaysAgo: { instagram: 60, tiktok: 2 },
    bio: 'Short films about Barcelona streets and the people who make them.',
    instagramHandle: 'pauserra.film',
    instagramFollowers: 4_300,
    tiktokHandle: 'pauserrafilm',
    tiktokFollowers: 88_000,
    gender: 'man',
    birthDate: '1998-11-05',
    categories: ['fashion', 'lifestyle', 'travel'],
  },
  aina: {
    username: 'ainaroca',
    visibility: 'brands',
    barri: 'el-parc-i-la-llacuna-del-poblenou',
    city: 'Barcelona',
    languages: ['ca'],
    followersUpdatedDaysAgo: { instagram: 21, tiktok: null },
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
    username: 'oriolcamps',
    visibility: 'brands',
    barri: null,
    city: 'Sant Cugat del Vallès',
    languages: ['ca', 'es'],
    followersUpdatedDaysAgo: { instagram: 75, tiktok: null },
    bio: 'Dad of two and weekend explorer: family plans in and around Barcelona.',
    instagramHandle: 'oriolcamps',
    instagramFollowers: 5_200,
    tiktokHandle: null,
    tiktokFollowers: null,
    gender: 'man',
    birthDate: null,
    categories: ['family', 'food'],
    acceptsInvites: false,
  },
  quim: {
    username: 'quimserrano',
    visibility: 'brands',
    barri: 'sant-pere-santa-caterina-i-la-ribera',
    city: 'Barcelona',
    languages: ['ca', 'es'],
    followersUpdatedDaysAgo: { instagram: 100, tiktok: 100 },
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
