import { count } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { hashPassword, randomSecret } from '../auth/secrets';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  activityLogs,
  applications,
  brandManagers,
  brands,
  categories,
  conversationReads,
  conversations,
  creatorCategories,
  creatorProfiles,
  deals,
  media,
  messages,
  notifications,
  proposalCategories,
  proposals,
  scheduledNotifications,
  taskTemplates,
  tasks,
  users,
  type ProposalSettingsRow,
} from '../db/schema/index';

/**
 * Demo data: a small, realistic Barcelona marketplace for trying the product locally
 * (decisions.md, "Demo accounts"). Loaded on an empty database only, never in production
 * unless asked for. Every demo account's password is `DEMO_PASSWORD`.
 */
export const DEMO_PASSWORD = 'colla-demo-2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@colla.test',
  brand: 'brand@colla.test',
  creator: 'creator@colla.test',
} as const;

/** The public slug the benchmark and the docs use: an active proposal of Vermut Gràcia. */
export const DEMO_PUBLIC_SLUG = 'summer-vermut-tasting-gracia';

/** True when nothing has been created yet (no users, brands, categories or proposals). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of [users, brands, categories, proposals]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Images: small real PNG files (a gradient scene), written with zlib and a CRC-32.

type Rgb = readonly [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG (8 bits per channel) painted pixel by pixel; rows use the Sub filter. */
export function renderPng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 1; // Sub: each byte minus the byte of the pixel to its left
    const previous = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const pixel = paint(x, y);
      for (let c = 0; c < 3; c++) {
        const value = Math.max(0, Math.min(255, Math.round(pixel[c] ?? 0)));
        raw[row + 1 + x * 3 + c] = (value - (previous[c] ?? 0) + 256) & 0xff;
        previous[c] = value;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

interface Palette {
  sky: string;
  horizon: string;
  sun: string;
  ground: string;
}

/** A postcard scene: a sky gradient, a sun and a wavy ground band (proposal and media images). */
function sceneImage(palette: Palette, width = 640, height = 400, sunX = 0.7): Buffer {
  const sky = hex(palette.sky);
  const horizon = hex(palette.horizon);
  const sun = hex(palette.sun);
  const ground = hex(palette.ground);
  const cx = width * sunX;
  const cy = height * 0.42;
  const radius = height * 0.16;
  return renderPng(width, height, (x, y) => {
    const wave = height * 0.7 + Math.sin((x / width) * Math.PI * 3) * height * 0.04;
    if (y > wave) return mix(ground, [0, 0, 0], ((y - wave) / height) * 0.6);
    const base = mix(sky, horizon, y / wave);
    const d = Math.hypot(x - cx, y - cy);
    if (d < radius) return sun;
    if (d < radius * 1.6) return mix(sun, base, (d - radius) / (radius * 0.6));
    return base;
  });
}

/** A round-headed silhouette on a diagonal gradient (avatars and brand logos). */
function avatarImage(from: string, to: string, size = 128): Buffer {
  const a = hex(from);
  const b = hex(to);
  const light: Rgb = [250, 246, 240];
  return renderPng(size, size, (x, y) => {
    const background = mix(a, b, (x + y) / (2 * size));
    const head = Math.hypot(x - size / 2, y - size * 0.4) < size * 0.18;
    const shoulders = Math.hypot((x - size / 2) / 1.4, y - size * 0.95) < size * 0.34;
    return head || shoulders ? mix(light, background, 0.15) : background;
  });
}

// ---------------------------------------------------------------------------------------------
// The content.

const DAY = 86_400_000;
const HOUR = 3_600_000;

type UserKey =
  | 'clara'
  | 'jordi'
  | 'mireia'
  | 'sergi'
  | 'rosa'
  | 'anna'
  | 'laia'
  | 'marc'
  | 'nuria'
  | 'pau'
  | 'aina'
  | 'oriol'
  | 'quim';

type CategoryKey =
  'food' | 'nightlife' | 'fashion' | 'sports' | 'lifestyle' | 'wellness' | 'travel' | 'family';

type BrandKey = 'vermut' | 'forn' | 'saldemar' | 'bicis' | 'pepita' | 'jardi';

interface DemoUser {
  key: UserKey;
  type: 'admin' | 'brand' | 'creator';
  firstName: string;
  lastName: string;
  email: string;
  joinedDaysAgo: number;
  avatar?: readonly [string, string];
  disabled?: boolean;
}

const USERS: DemoUser[] = [
  {
    key: 'clara',
    type: 'admin',
    firstName: 'Clara',
    lastName: 'Roig',
    email: DEMO_ACCOUNTS.admin,
    joinedDaysAgo: 320,
    avatar: ['#2f4858', '#86bbd8'],
  },
  {
    key: 'jordi',
    type: 'brand',
    firstName: 'Jordi',
    lastName: 'Ferrer',
    email: DEMO_ACCOUNTS.brand,
    joinedDaysAgo: 240,
    avatar: ['#8c2f39', '#f4a259'],
  },
  {
    key: 'mireia',
    type: 'brand',
    firstName: 'Mireia',
    lastName: 'Casals',
    email: 'mireia.casals@colla.test',
    joinedDaysAgo: 190,
    avatar: ['#0b6e8a', '#9ad1d4'],
  },
  {
    key: 'sergi',
    type: 'brand',
    firstName: 'Sergi',
    lastName: 'Bosch',
    email: 'sergi.bosch@colla.test',
    joinedDaysAgo: 215,
  },
  {
    key: 'rosa',
    type: 'brand',
    firstName: 'Rosa',
    lastName: 'Vilà',
    email: 'rosa.vila@colla.test',
    joinedDaysAgo: 160,
    avatar: ['#9e2a2b', '#e09f3e'],
  },
  {
    key: 'anna',
    type: 'brand',
    firstName: 'Anna',
    lastName: 'Costa',
    email: 'anna.costa@colla.test',
    joinedDaysAgo: 120,
  },
  {
    key: 'laia',
    type: 'creator',
    firstName: 'Laia',
    lastName: 'Puig',
    email: DEMO_ACCOUNTS.creator,
    joinedDaysAgo: 230,
    avatar: ['#d1495b', '#edae49'],
  },
  {
    key: 'marc',
    type: 'creator',
    firstName: 'Marc',
    lastName: 'Soler',
    email: 'marc.soler@colla.test',
    joinedDaysAgo: 205,
    avatar: ['#00798c', '#30638e'],
  },
  {
    key: 'nuria',
    type: 'creator',
    firstName: 'Núria',
    lastName: 'Vidal',
    email: 'nuria.vidal@colla.test',
    joinedDaysAgo: 180,
    avatar: ['#6a4c93', '#f2a7c3'],
  },
  {
    key: 'pau',
    type: 'creator',
    firstName: 'Pau',
    lastName: 'Serra',
    email: 'pau.serra@colla.test',
    joinedDaysAgo: 150,
  },
  {
    key: 'aina',
    type: 'creator',
    firstName: 'Aina',
    lastName: 'Roca',
    email: 'aina.roca@colla.test',
    joinedDaysAgo: 110,
    avatar: ['#3a7d44', '#c7e8ca'],
  },
  {
    key: 'oriol',
    type: 'creator',
    firstName: 'Oriol',
    lastName: 'Camps',
    email: 'oriol.camps@colla.test',
    joinedDaysAgo: 95,
  },
  {
    key: 'quim',
    type: 'creator',
    firstName: 'Quim',
    lastName: 'Serrano',
    email: 'quim.serrano@colla.test',
    joinedDaysAgo: 70,
    disabled: true,
  },
];

const CATEGORIES: { key: CategoryKey; name: string; slug: string; description: string }[] = [
  {
    key: 'food',
    name: 'Food & drink',
    slug: 'food-drink',
    description: 'Restaurants, bars, bakeries and local producers.',
  },
  {
    key: 'nightlife',
    name: 'Nightlife',
    slug: 'nightlife',
    description: 'Cocktail bars, live music and late-night plans.',
  },
  {
    key: 'fashion',
    name: 'Fashion',
    slug: 'fashion',
    description: 'Local designers, ateliers and concept stores.',
  },
  {
    key: 'sports',
    name: 'Sports & outdoors',
    slug: 'sports-outdoors',
    description: 'Bikes, surf, sea swimming, running and hiking.',
  },
  {
    key: 'lifestyle',
    name: 'Lifestyle',
    slug: 'lifestyle',
    description: 'Neighbourhood life, design, home and everyday plans.',
  },
  {
    key: 'wellness',
    name: 'Beauty & wellness',
    slug: 'beauty-wellness',
    description: 'Yoga, spas, skincare and mindful living.',
  },
  {
    key: 'travel',
    name: 'Travel',
    slug: 'travel',
    description: 'Day trips, hotels and routes around Catalonia.',
  },
  {
    key: 'family',
    name: 'Family',
    slug: 'family',
    description: 'Plans for children and parents around the city.',
  },
];

interface DemoProfile {
  bio: string;
  instagramHandle: string;
  instagramFollowers: number;
  tiktokHandle: string | null;
  tiktokFollowers: number | null;
  gender: 'man' | 'woman' | 'non_binary';
  birthDate: string;
  categories: CategoryKey[];
}

const PROFILES: Partial<Record<UserKey, DemoProfile>> = {
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

interface DemoBrand {
  key: BrandKey;
  name: string;
  description: string;
  website: string;
  instagramHandle: string;
  managers: UserKey[];
  logo: readonly [string, string];
  joinedDaysAgo: number;
}

const BRANDS: DemoBrand[] = [
  {
    key: 'vermut',
    name: 'Vermut Gràcia',
    description: 'Family-run vermuteria on Carrer de Verdi pouring house vermut since 1998.',
    website: 'https://vermutgracia.example',
    instagramHandle: 'vermutgracia',
    managers: ['jordi'],
    logo: ['#7b2d26', '#e4a363'],
    joinedDaysAgo: 240,
  },
  {
    key: 'forn',
    name: 'Forn Sant Pau',
    description: 'Neighbourhood bakery in the Raval baking sourdough and coques since 1921.',
    website: 'https://fornsantpau.example',
    instagramHandle: 'fornsantpau',
    managers: ['jordi'],
    logo: ['#8d6e4a', '#f1dca7'],
    joinedDaysAgo: 236,
  },
  {
    key: 'saldemar',
    name: 'Sal de Mar Swimwear',
    description: 'Swimwear designed in Barcelona and made from recycled fishing nets.',
    website: 'https://saldemar.example',
    instagramHandle: 'saldemar.swim',
    managers: ['mireia'],
    logo: ['#0b6e8a', '#bde4e8'],
    joinedDaysAgo: 190,
  },
  {
    key: 'bicis',
    name: 'Bicis Poblenou',
    description: 'E-bike rentals and guided rides around Poblenou and the seafront.',
    website: 'https://bicispoblenou.example',
    instagramHandle: 'bicispoblenou',
    managers: ['sergi'],
    logo: ['#2d6a4f', '#b7e4c7'],
    joinedDaysAgo: 215,
  },
  {
    key: 'pepita',
    name: 'La Pepita Tapas',
    description: 'Creative tapas bar in Gràcia, famous for its pepitos and a very long bar.',
    website: 'https://lapepita.example',
    instagramHandle: 'lapepitabcn',
    managers: ['rosa'],
    logo: ['#9e2a2b', '#f6bd60'],
    joinedDaysAgo: 160,
  },
  {
    key: 'jardi',
    name: 'Jardí Yoga Studio',
    description: 'Yoga and breathwork studio with a rooftop garden in the Eixample.',
    website: 'https://jardiyoga.example',
    instagramHandle: 'jardi.yoga',
    managers: ['anna'],
    logo: ['#52796f', '#e9f5db'],
    joinedDaysAgo: 120,
  },
];

interface DemoTemplate {
  name: string;
  description: string;
  assignee: 'brand' | 'creator';
  days: number;
}

interface DemoProposal {
  key: string;
  brand: BrandKey;
  author: UserKey;
  name: string;
  slug: string;
  status: 'draft' | 'active' | 'inactive';
  description: string;
  requirements: string;
  /** Days from today; null for no date. */
  start: number | null;
  end: number | null;
  createdDaysAgo: number;
  categories: CategoryKey[];
  settings: Omit<ProposalSettingsRow, 'posting_deadline'> & { posting_deadline: number | null };
  templates: DemoTemplate[];
  image: Palette | null;
}

const PROPOSALS: DemoProposal[] = [
  {
    key: 'vermut-summer',
    brand: 'vermut',
    author: 'jordi',
    name: 'Summer vermut tasting in Gràcia',
    slug: DEMO_PUBLIC_SLUG,
    status: 'active',
    description:
      'Spend a Sunday noon on our terrace on Carrer de Verdi, taste our three house vermuts and share the ritual with your followers. The terrace stays open while the Barcelona sun allows.',
    requirements:
      'Based in Barcelona, 5,000+ Instagram followers, food or lifestyle content, 21 or older.',
    start: -50,
    end: 40,
    createdDaysAgo: 55,
    categories: ['food', 'nightlife'],
    settings: {
      age_min: 21,
      age_max: 40,
      gender: 'any',
      platform: 'instagram',
      interest: 'Food and drink',
      min_followers: 5000,
      content_type: 'both',
      deliverables: 'One Instagram Reel and three Stories tagging @vermutgracia.',
      tags: 'vermut, gràcia, terrace, sunday',
      visual_guidelines:
        'Natural light on the terrace; show the pour with an olive and a slice of orange.',
      compensation_type: 'Tasting for two plus a bottle of house vermut',
      submission_timeline: 'Within 14 days of the visit',
      posting_deadline: 30,
      key_message: 'Sunday vermut in Gràcia, made in the neighbourhood.',
    },
    templates: [
      {
        name: 'Book your tasting visit',
        description: 'Pick a Sunday and confirm it in the chat.',
        assignee: 'creator',
        days: 3,
      },
      {
        name: 'Reserve a terrace table',
        description: 'Hold a table for two and brief the staff.',
        assignee: 'brand',
        days: 5,
      },
      {
        name: 'Post the Reel and Stories',
        description: 'Tag @vermutgracia and use the agreed hashtags.',
        assignee: 'creator',
        days: 14,
      },
    ],
    image: { sky: '#f6bd60', horizon: '#f28482', sun: '#fff1c1', ground: '#84a59d' },
  },
  {
    key: 'vermut-jazz',
    brand: 'vermut',
    author: 'jordi',
    name: 'Vermut and live jazz Thursdays',
    slug: 'vermut-live-jazz-thursdays',
    status: 'inactive',
    description:
      'Our Thursday jazz trio plays between the barrels from 19:00. Come for a vermut, stay for the second set and show the night to your audience.',
    requirements: 'Nightlife or music content, comfortable filming in low light.',
    start: -150,
    end: -60,
    createdDaysAgo: 160,
    categories: ['nightlife', 'food'],
    settings: {
      age_min: 21,
      age_max: 45,
      gender: 'any',
      platform: 'both',
      interest: 'Live music and nightlife',
      min_followers: 3000,
      content_type: 'video',
      deliverables: 'One Reel or TikTok with a clip of the band and the bar.',
      tags: 'jazz, vermut, gràcia, live music',
      visual_guidelines: 'Warm, dim light; keep the band in the background, the glass in front.',
      compensation_type: 'Dinner and drinks for two on a jazz night',
      submission_timeline: 'Within 7 days of the visit',
      posting_deadline: -65,
      key_message: 'Thursdays in Gràcia sound like jazz.',
    },
    templates: [
      {
        name: 'Pick a Thursday session',
        description: 'Tell us which Thursday you will come so we can seat you near the band.',
        assignee: 'creator',
        days: 3,
      },
      {
        name: 'Reserve two bar seats',
        description: 'Keep two seats at the bar with a view of the stage.',
        assignee: 'brand',
        days: 2,
      },
      {
        name: 'Share a Reel from the night',
        description: 'A short clip with the band and the house vermut.',
        assignee: 'creator',
        days: 10,
      },
    ],
    image: { sky: '#22223b', horizon: '#9a8c98', sun: '#f2e9e4', ground: '#4a4e69' },
  },
  {
    key: 'forn-sourdough',
    brand: 'forn',
    author: 'jordi',
    name: 'Sourdough mornings at Forn Sant Pau',
    slug: 'sourdough-mornings-forn-sant-pau',
    status: 'active',
    description:
      'Join our bakers at 6:30 for the first batch of the day, learn how we feed a hundred-year-old starter and take home a loaf still warm from the oven.',
    requirements: 'Early riser, food or family content, based in Barcelona.',
    start: -20,
    end: 60,
    createdDaysAgo: 24,
    categories: ['food', 'family'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'any',
      platform: 'instagram',
      interest: 'Bread, bakeries and local food',
      min_followers: 2000,
      content_type: 'pictures',
      deliverables: 'One carousel of six photos and two Stories from the bakery.',
      tags: 'sourdough, raval, bakery, breakfast',
      visual_guidelines: 'Flour, hands and steam: show the craft, not the faces of the bakers.',
      compensation_type: 'A week of bread and a tasting box of coques',
      submission_timeline: 'Within 10 days of the visit',
      posting_deadline: 45,
      key_message: 'Real bread, baked in the Raval every morning since 1921.',
    },
    templates: [
      {
        name: 'Visit the bakery at opening time',
        description: 'Come at 6:30 on a weekday; ask for Jordi at the counter.',
        assignee: 'creator',
        days: 5,
      },
      {
        name: 'Prepare a tasting box',
        description: 'A box with a loaf, two coques and the seasonal pastry.',
        assignee: 'brand',
        days: 3,
      },
      {
        name: 'Post a carousel of the morning bake',
        description: 'Six photos, tag @fornsantpau and the neighbourhood.',
        assignee: 'creator',
        days: 12,
      },
    ],
    image: { sky: '#f1dca7', horizon: '#d4a373', sun: '#fefae0', ground: '#8d6e4a' },
  },
  {
    key: 'forn-panettone',
    brand: 'forn',
    author: 'jordi',
    name: 'Christmas panettone launch',
    slug: 'christmas-panettone-launch-forn-sant-pau',
    status: 'draft',
    description:
      'Our first panettone, made with Catalan olive oil and candied orange from the Maresme. Help us introduce it in the weeks before Christmas.',
    requirements: 'Food content; available in the first half of December.',
    start: 8,
    end: 38,
    createdDaysAgo: 3,
    categories: ['food', 'family'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'any',
      platform: 'both',
      interest: 'Christmas baking',
      min_followers: 4000,
      content_type: 'both',
      deliverables: 'One Reel unboxing the panettone and one Story with the slice.',
      tags: 'christmas, panettone, raval, bakery',
      visual_guidelines: 'Cosy light, a table set for a Christmas breakfast.',
      compensation_type: 'Two panettoni and a gift voucher',
      submission_timeline: 'Before 20 December',
      posting_deadline: 30,
      key_message: 'A Barcelona panettone, baked in the Raval.',
    },
    templates: [
      {
        name: 'Send the panettone',
        description: 'Deliver two panettoni to the creator.',
        assignee: 'brand',
        days: 4,
      },
      {
        name: 'Publish the unboxing Reel',
        description: 'Show the crumb and tag @fornsantpau.',
        assignee: 'creator',
        days: 10,
      },
    ],
    image: { sky: '#264653', horizon: '#e9c46a', sun: '#f4a261', ground: '#6d4c3d' },
  },
  {
    key: 'saldemar-summer',
    brand: 'saldemar',
    author: 'mireia',
    name: 'Barceloneta summer swim collection',
    slug: 'barceloneta-summer-swim-collection',
    status: 'draft',
    description: 'Shoot our new recycled-net swimwear at sunrise on Barceloneta beach.',
    requirements: '',
    start: 176,
    end: null,
    createdDaysAgo: 6,
    categories: ['fashion', 'sports'],
    settings: {
      age_min: 18,
      age_max: 35,
      gender: 'any',
      platform: 'both',
      interest: 'Sustainable fashion',
      min_followers: 2000,
      content_type: 'pictures',
      deliverables: 'Five edited photos and one carousel post.',
      tags: 'swimwear, barceloneta, sustainable',
      visual_guidelines: 'Sunrise light only; no filters that change the colour of the fabric.',
      compensation_type: 'Two swimsuits of your choice',
      submission_timeline: 'Within 21 days of receiving the swimsuits',
      posting_deadline: 200,
      key_message: 'Swimwear made from the sea, for the sea.',
    },
    templates: [
      {
        name: 'Send the swimsuits',
        description: 'Ship two swimsuits in the creator’s size.',
        assignee: 'brand',
        days: 3,
      },
      {
        name: 'Shoot at sunrise',
        description: 'Barceloneta or Bogatell, before 8:00.',
        assignee: 'creator',
        days: 14,
      },
    ],
    image: null,
  },
  {
    key: 'saldemar-winter',
    brand: 'saldemar',
    author: 'mireia',
    name: 'Cold-water swim mornings at Bogatell',
    slug: 'cold-water-swim-mornings-bogatell',
    status: 'active',
    description:
      'Winter sea-swimming is Barcelona’s best-kept secret. Join the Bogatell morning swimmers in our thermal swimsuit and tell your followers how it feels.',
    requirements: 'Confident open-water swimmer; sports or wellness content.',
    start: -10,
    end: 70,
    createdDaysAgo: 14,
    categories: ['sports', 'fashion'],
    settings: {
      age_min: 18,
      age_max: 50,
      gender: 'both',
      platform: 'both',
      interest: 'Sea swimming',
      min_followers: 3000,
      content_type: 'both',
      deliverables: 'One Reel or TikTok of the swim and three photos in the swimsuit.',
      tags: 'sea swimming, bogatell, winter, swimwear',
      visual_guidelines: 'Blue hour, steam on the skin, the sea as the main character.',
      compensation_type: 'Thermal swimsuit and a changing robe',
      submission_timeline: 'Within 14 days of receiving the kit',
      posting_deadline: 50,
      key_message: 'Made for the Mediterranean, all year round.',
    },
    templates: [
      {
        name: 'Send the swim kit',
        description: 'Ship the thermal swimsuit and robe.',
        assignee: 'brand',
        days: 2,
      },
      {
        name: 'Swim at sunrise and shoot',
        description: 'Bogatell beach, any weekday at 7:30.',
        assignee: 'creator',
        days: 7,
      },
      {
        name: 'Publish the Reel',
        description: 'Tag @saldemar.swim and #bogatellmornings.',
        assignee: 'creator',
        days: 14,
      },
    ],
    image: { sky: '#8ecae6', horizon: '#ffb703', sun: '#fff3c4', ground: '#023047' },
  },
  {
    key: 'bicis-ride',
    brand: 'bicis',
    author: 'sergi',
    name: 'Ride Poblenou by e-bike',
    slug: 'ride-poblenou-by-e-bike',
    status: 'active',
    description:
      'Take one of our e-bikes for a day: the old factories of Poblenou, the Rambla del Poblenou and the seafront from Bogatell to the Fòrum.',
    requirements: 'Comfortable on a bike; sports, travel or lifestyle content.',
    start: -35,
    end: 55,
    createdDaysAgo: 40,
    categories: ['sports', 'travel'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'any',
      platform: 'both',
      interest: 'Cycling and city routes',
      min_followers: 1500,
      content_type: 'video',
      deliverables: 'One Reel or TikTok of the route and a Story with the rental shop.',
      tags: 'e-bike, poblenou, seafront, cycling',
      visual_guidelines: 'Film from the bike at street level; show the route, not only the bike.',
      compensation_type: 'Free e-bike rental for a day plus a guided ride for two',
      submission_timeline: 'Within 7 days of the ride',
      posting_deadline: 40,
      key_message: 'Poblenou is best seen by bike.',
    },
    templates: [
      {
        name: 'Collect your e-bike',
        description: 'Pick it up at Carrer de Pujades 112 from 9:00.',
        assignee: 'creator',
        days: 2,
      },
      {
        name: 'Plan the route with our guide',
        description: 'Share the suggested route and the best stops.',
        assignee: 'brand',
        days: 3,
      },
      {
        name: 'Publish a Reel of the ride',
        description: 'Tag @bicispoblenou and the places you stop at.',
        assignee: 'creator',
        days: 14,
      },
    ],
    image: { sky: '#bde0fe', horizon: '#ffafcc', sun: '#fffffc', ground: '#2d6a4f' },
  },
  {
    key: 'bicis-sunset',
    brand: 'bicis',
    author: 'sergi',
    name: 'Sunset ride up to Montjuïc',
    slug: 'sunset-ride-up-to-montjuic',
    status: 'inactive',
    description:
      'An e-bike climb from the port to the Montjuïc castle at golden hour, with the whole city below.',
    requirements: 'Sports or travel content, available on summer evenings.',
    start: -120,
    end: -30,
    createdDaysAgo: 125,
    categories: ['sports', 'travel'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'any',
      platform: 'tiktok',
      interest: 'Cycling',
      min_followers: 2000,
      content_type: 'video',
      deliverables: 'One TikTok of the climb and the view.',
      tags: 'montjuïc, sunset, e-bike',
      visual_guidelines: 'Golden hour; finish on the view from the castle.',
      compensation_type: 'Evening e-bike rental for two',
      submission_timeline: 'Within 7 days of the ride',
      posting_deadline: -35,
      key_message: 'The best sunset in Barcelona is a short ride away.',
    },
    templates: [
      {
        name: 'Book an evening slot',
        description: 'Choose an evening and confirm it in the chat.',
        assignee: 'creator',
        days: 3,
      },
      {
        name: 'Publish the TikTok',
        description: 'Tag @bicispoblenou.',
        assignee: 'creator',
        days: 10,
      },
    ],
    image: { sky: '#ff9f1c', horizon: '#ffbf69', sun: '#fff8e7', ground: '#3d405b' },
  },
  {
    key: 'pepita-tapas',
    brand: 'pepita',
    author: 'rosa',
    name: 'Tapas night at La Pepita',
    slug: 'tapas-night-at-la-pepita',
    status: 'active',
    description:
      'Sit at our long marble bar, let the kitchen choose for you and film the parade of tapas, from the tuna tartare to the famous pepito.',
    requirements: 'Food content with a strong video style; evenings from Tuesday to Thursday.',
    start: -15,
    end: 45,
    createdDaysAgo: 18,
    categories: ['food', 'nightlife'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'any',
      platform: 'both',
      interest: 'Tapas and restaurants',
      min_followers: 10000,
      content_type: 'video',
      deliverables: 'One Reel and one TikTok of the tasting menu.',
      tags: 'tapas, gràcia, pepito, dinner',
      visual_guidelines: 'Close-ups of every dish as it lands on the bar.',
      compensation_type: 'Tasting menu for two',
      submission_timeline: 'Within 10 days of the dinner',
      posting_deadline: 35,
      key_message: 'The tapas bar Gràcia queues for.',
    },
    templates: [
      {
        name: 'Book your dinner',
        description: 'Choose an evening from Tuesday to Thursday.',
        assignee: 'creator',
        days: 4,
      },
      {
        name: 'Confirm the tasting menu',
        description: 'Send the menu and any allergies to the kitchen.',
        assignee: 'brand',
        days: 2,
      },
      {
        name: 'Publish the Reel and the TikTok',
        description: 'Tag @lapepitabcn.',
        assignee: 'creator',
        days: 12,
      },
    ],
    image: { sky: '#9e2a2b', horizon: '#f6bd60', sun: '#fde4cf', ground: '#540b0e' },
  },
  {
    key: 'pepita-calcots',
    brand: 'pepita',
    author: 'rosa',
    name: 'Calçotada season 2027',
    slug: 'calcotada-season-2027',
    status: 'draft',
    description:
      'From February, calçots on the grill and romesco made in the house. We are looking for creators to open the season with us.',
    requirements: 'Food or family content; available on weekends in February.',
    start: 72,
    end: 128,
    createdDaysAgo: 2,
    categories: ['food', 'family'],
    settings: {
      age_min: null,
      age_max: null,
      gender: 'any',
      platform: 'any',
      interest: 'Catalan cuisine',
      min_followers: 5000,
      content_type: 'any',
      deliverables: 'One Reel of the calçotada.',
      tags: 'calçots, romesco, winter, catalan food',
      visual_guidelines: 'Bibs on, black fingers, lots of romesco.',
      compensation_type: 'Calçotada for four',
      submission_timeline: 'Within 7 days',
      posting_deadline: 110,
      key_message: 'Calçot season starts at La Pepita.',
    },
    templates: [
      {
        name: 'Book a weekend table for four',
        description: 'Saturdays or Sundays in February.',
        assignee: 'creator',
        days: 7,
      },
    ],
    image: { sky: '#6b705c', horizon: '#ddbea9', sun: '#ffe8d6', ground: '#3f4238' },
  },
  {
    key: 'jardi-rooftop',
    brand: 'jardi',
    author: 'anna',
    name: 'Rooftop yoga in the Eixample',
    slug: 'rooftop-yoga-in-the-eixample',
    status: 'active',
    description:
      'A morning flow class among the plants of our rooftop garden on Carrer del Consell de Cent, followed by a herbal tea.',
    requirements: 'Wellness or lifestyle content; any level of yoga practice.',
    start: -5,
    end: 85,
    createdDaysAgo: 9,
    categories: ['wellness', 'lifestyle', 'sports'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'any',
      platform: 'instagram',
      interest: 'Yoga and wellbeing',
      min_followers: 2500,
      content_type: 'both',
      deliverables: 'Three Stories during the class and one photo post.',
      tags: 'yoga, rooftop, eixample, wellness',
      visual_guidelines: 'Soft morning light, plants in frame, no mirror selfies.',
      compensation_type: 'A month of unlimited classes',
      submission_timeline: 'Within 7 days of the class',
      posting_deadline: 60,
      key_message: 'A garden above the Eixample to slow down in.',
    },
    templates: [
      {
        name: 'Book a morning class',
        description: 'Any weekday class at 8:00.',
        assignee: 'creator',
        days: 5,
      },
      {
        name: 'Activate the class pass',
        description: 'Create the creator’s month pass at the front desk.',
        assignee: 'brand',
        days: 2,
      },
      {
        name: 'Post the photo and Stories',
        description: 'Tag @jardi.yoga.',
        assignee: 'creator',
        days: 10,
      },
    ],
    image: { sky: '#cfe1b9', horizon: '#e9f5db', sun: '#fefae0', ground: '#52796f' },
  },
  {
    key: 'jardi-breath',
    brand: 'jardi',
    author: 'clara',
    name: 'Morning breathwork week',
    slug: 'morning-breathwork-week',
    status: 'inactive',
    description:
      'Five mornings of guided breathwork before work. Tell your followers how a week of slow mornings changed your days.',
    requirements: 'Wellness content; available five mornings in a row.',
    start: -90,
    end: -70,
    createdDaysAgo: 96,
    categories: ['wellness'],
    settings: {
      age_min: 18,
      age_max: null,
      gender: 'woman',
      platform: 'instagram',
      interest: 'Breathwork',
      min_followers: 1000,
      content_type: 'pictures',
      deliverables: 'A diary in five Stories and one photo post.',
      tags: 'breathwork, mornings, eixample',
      visual_guidelines: 'Calm, minimal, natural light.',
      compensation_type: 'The breathwork week and a month of classes',
      submission_timeline: 'Within 5 days after the week',
      posting_deadline: -72,
      key_message: 'Breathe first, then the day.',
    },
    templates: [
      {
        name: 'Join the five sessions',
        description: 'Monday to Friday at 7:30.',
        assignee: 'creator',
        days: 7,
      },
      {
        name: 'Post the diary',
        description: 'Five Stories and one photo.',
        assignee: 'creator',
        days: 12,
      },
    ],
    image: { sky: '#e0c3fc', horizon: '#8ec5fc', sun: '#ffffff', ground: '#52796f' },
  },
];

/** A task's progress: both sides done, only one side done, or not started. */
type TaskProgress = 'done' | 'brand' | 'creator' | 'open';

interface DemoMessage {
  from: 'creator' | 'brand';
  body: string;
  /** Hours after the application was accepted. */
  after: number;
}

interface DemoApplication {
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

const APPLICATIONS: DemoApplication[] = [
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

const IP = {
  clara: '192.0.2.10',
  brand: '192.0.2.24',
  creator: '198.51.100.7',
} as const;

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Demo data: ${what} was not created.`);
  return row;
}

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${what} "${String(key)}".`);
  return value;
}

/**
 * Loads the demo marketplace in one transaction: users (the three demo accounts of
 * decisions.md and more brands and creators), categories, proposals in every status with their
 * settings, task templates and images, applications in every status, deals with tasks and chats,
 * notifications, activity logs and scheduled notifications. Dates are relative to `now`.
 */
export async function loadDemoData(db: Db, config: Config, now: Date = new Date()): Promise<void> {
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * HOUR);
  const ago = (days: number, hours = 0) => at(-days, hours);
  const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Images first (outside the transaction: files are harmless if it rolls back).
  const storage = (folder: string) => join(config.storageDir, folder);
  await Promise.all(
    ['proposals', 'avatars', 'brands', 'media'].map((folder) =>
      mkdir(storage(folder), { recursive: true }),
    ),
  );
  const proposalImages = new Map<string, string>();
  for (const proposal of PROPOSALS) {
    if (!proposal.image) continue;
    const name = `demo-${proposal.slug}.png`;
    await writeFile(join(storage('proposals'), name), sceneImage(proposal.image));
    proposalImages.set(proposal.key, `/storage/proposals/${name}`);
  }
  const avatarPaths = new Map<UserKey, string>();
  for (const user of USERS) {
    if (!user.avatar) continue;
    const name = `demo-${user.key}.png`;
    await writeFile(join(storage('avatars'), name), avatarImage(user.avatar[0], user.avatar[1]));
    avatarPaths.set(user.key, `/storage/avatars/${name}`);
  }
  const logoPaths = new Map<BrandKey, string>();
  for (const brand of BRANDS) {
    const name = `demo-${brand.key}.png`;
    await writeFile(join(storage('brands'), name), avatarImage(brand.logo[0], brand.logo[1], 96));
    logoPaths.set(brand.key, `/storage/brands/${name}`);
  }
  const mediaFiles = [
    {
      name: 'demo-terrace-verdi.png',
      original: 'terrace-verdi.png',
      width: 960,
      height: 600,
      palette: { sky: '#f6bd60', horizon: '#f7ede2', sun: '#fffbe6', ground: '#84a59d' },
      by: 'jordi' as const,
      deal: false,
      daysAgo: 30,
    },
    {
      name: 'demo-vermut-pour.png',
      original: 'vermut-pour.png',
      width: 600,
      height: 750,
      palette: { sky: '#7b2d26', horizon: '#e4a363', sun: '#ffe5b4', ground: '#3d1e1c' },
      by: 'laia' as const,
      deal: true,
      daysAgo: 1,
    },
  ].map((file) => {
    const bytes = sceneImage(file.palette, file.width, file.height, 0.3);
    return { ...file, bytes };
  });
  for (const file of mediaFiles) await writeFile(join(storage('media'), file.name), file.bytes);

  await db.transaction(async (tx) => {
    // Users
    const insertedUsers = await tx
      .insert(users)
      .values(
        USERS.map((user) => ({
          type: user.type,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          passwordHash,
          avatarPath: avatarPaths.get(user.key) ?? null,
          status: user.disabled ? ('disabled' as const) : ('active' as const),

          lastLoginAt: user.disabled ? null : ago(Math.min(user.joinedDaysAgo, 3), -2),
          createdAt: ago(user.joinedDaysAgo),
          updatedAt: ago(Math.min(user.joinedDaysAgo, 20)),
        })),
      )
      .returning();
    const userIds = new Map<UserKey, number>();
    const userNames = new Map<UserKey, string>();
    for (const user of USERS) {
      const row = insertedUsers.find((r) => r.email === user.email);
      if (!row) throw new Error(`Demo data: user ${user.email} was not created.`);
      userIds.set(user.key, row.id);
      userNames.set(user.key, `${user.firstName} ${user.lastName}`);
    }
    const uid = (key: UserKey) => must(userIds, key, 'user');
    const uname = (key: UserKey) => must(userNames, key, 'user');

    // Categories: reuse ones that already exist with the same slug.
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((category) => ({
          name: category.name,
          slug: category.slug,
          description: category.description,
          createdAt: ago(300),
        })),
      )
      .onConflictDoNothing();
    const categoryRows = await tx.select().from(categories);
    const categoryIds = new Map<CategoryKey, number>();
    for (const category of CATEGORIES) {
      const row = categoryRows.find((r) => r.slug === category.slug);
      if (!row) throw new Error(`Demo data: category ${category.slug} is missing.`);
      categoryIds.set(category.key, row.id);
    }
    const cid = (key: CategoryKey) => must(categoryIds, key, 'category');

    // Creator profiles and their categories
    const profileEntries = Object.entries(PROFILES) as [UserKey, DemoProfile][];
    await tx.insert(creatorProfiles).values(
      profileEntries.map(([key, profile]) => ({
        userId: uid(key),
        bio: profile.bio,
        city: 'Barcelona',
        instagramHandle: profile.instagramHandle,
        instagramFollowers: profile.instagramFollowers,
        tiktokHandle: profile.tiktokHandle,
        tiktokFollowers: profile.tiktokFollowers,
        gender: profile.gender,
        birthDate: profile.birthDate,
      })),
    );
    await tx
      .insert(creatorCategories)
      .values(
        profileEntries.flatMap(([key, profile]) =>
          profile.categories.map((category) => ({ userId: uid(key), categoryId: cid(category) })),
        ),
      );

    // Brands and their managers
    const brandIds = new Map<BrandKey, number>();
    const brandManagerOf = new Map<BrandKey, UserKey>();
    for (const brand of BRANDS) {
      const row = one(
        await tx
          .insert(brands)
          .values({
            name: brand.name,
            description: brand.description,
            website: brand.website,
            instagramHandle: brand.instagramHandle,
            city: 'Barcelona',
            logoPath: logoPaths.get(brand.key) ?? null,
            createdAt: ago(brand.joinedDaysAgo),
            updatedAt: ago(Math.min(brand.joinedDaysAgo, 30)),
          })
          .returning(),
        `brand ${brand.name}`,
      );
      brandIds.set(brand.key, row.id);
      const [firstManager] = brand.managers;
      if (firstManager) brandManagerOf.set(brand.key, firstManager);
      await tx
        .insert(brandManagers)
        .values(brand.managers.map((manager) => ({ brandId: row.id, userId: uid(manager) })));
    }
    const bid = (key: BrandKey) => must(brandIds, key, 'brand');
    const brandName = (key: BrandKey) => BRANDS.find((brand) => brand.key === key)?.name ?? 'Brand';

    // Proposals, categories and task templates
    const proposalRows = new Map<
      string,
      { id: number; demo: DemoProposal; templates: (typeof taskTemplates.$inferSelect)[] }
    >();
    const activity: (typeof activityLogs.$inferInsert)[] = [];
    for (const proposal of PROPOSALS) {
      const { posting_deadline: deadline, ...settings } = proposal.settings;
      const created = ago(proposal.createdDaysAgo, 10);
      const row = one(
        await tx
          .insert(proposals)
          .values({
            name: proposal.name,
            slug: proposal.slug,
            secretSlug: randomSecret(12),
            description: proposal.description,
            requirements: proposal.requirements,
            status: proposal.status,
            startDate: proposal.start === null ? null : dateOnly(at(proposal.start)),
            endDate: proposal.end === null ? null : dateOnly(at(proposal.end)),
            imagePath: proposalImages.get(proposal.key) ?? null,
            brandId: bid(proposal.brand),
            userId: uid(proposal.author),
            settings: {
              ...settings,
              posting_deadline: deadline === null ? null : dateOnly(at(deadline)),
            },
            createdAt: created,
            updatedAt: ago(Math.max(0, proposal.createdDaysAgo - 2), 12),
          })
          .returning(),
        `proposal ${proposal.slug}`,
      );
      await tx
        .insert(proposalCategories)
        .values(proposal.categories.map((key) => ({ proposalId: row.id, categoryId: cid(key) })));
      const templates = await tx
        .insert(taskTemplates)
        .values(
          proposal.templates.map((template, index) => ({
            proposalId: row.id,
            name: template.name,
            description: template.description,
            assigneeType: template.assignee,
            daysToComplete: template.days,
            sortOrder: index,
          })),
        )
        .returning();
      templates.sort((a, b) => a.sortOrder - b.sortOrder);
      proposalRows.set(proposal.key, { id: row.id, demo: proposal, templates });
      activity.push({
        userId: uid(proposal.author),
        action: 'proposal.created',
        description: `Created the proposal "${proposal.name}" for ${brandName(proposal.brand)}.`,
        subjectType: 'proposal',
        subjectId: row.id,
        ipAddress: proposal.author === 'clara' ? IP.clara : IP.brand,
        createdAt: created,
      });
      if (proposal.status !== 'draft') {
        activity.push({
          userId: uid(proposal.author),
          action: 'proposal.updated',
          description: `Published the proposal "${proposal.name}".`,
          subjectType: 'proposal',
          subjectId: row.id,
          ipAddress: proposal.author === 'clara' ? IP.clara : IP.brand,
          createdAt: ago(Math.max(0, proposal.createdDaysAgo - 2), 12),
        });
      }
    }

    // Applications, deals, tasks and chats
    const notificationRows: (typeof notifications.$inferInsert)[] = [];
    const dealIds = new Map<string, number>();
    for (const demo of APPLICATIONS) {
      const proposal = must(proposalRows, demo.proposal, 'proposal');
      const brandKey = proposal.demo.brand;
      const manager = must(brandManagerOf, brandKey, 'brand manager');
      const applied = ago(demo.appliedDaysAgo, 9);
      const decided = demo.decidedDaysAgo === undefined ? applied : ago(demo.decidedDaysAgo, 11);
      const application = one(
        await tx
          .insert(applications)
          .values({
            proposalId: proposal.id,
            creatorId: uid(demo.creator),
            status: demo.status,
            message: demo.message,
            createdAt: applied,
            updatedAt: decided,
          })
          .returning(),
        'application',
      );
      const creatorName = uname(demo.creator);
      activity.push({
        userId: uid(demo.creator),
        action: 'application.created',
        description: `${creatorName} applied to "${proposal.demo.name}".`,
        subjectType: 'application',
        subjectId: application.id,
        ipAddress: IP.creator,
        createdAt: applied,
      });
      notificationRows.push({
        userId: uid(manager),
        type: 'application_received',
        title: 'New application',
        body: `${creatorName} applied to ${proposal.demo.name}.`,
        link: `/app/brand/proposals/${proposal.id}`,
        data: { proposal_id: proposal.id, application_id: application.id },
        readAt: demo.appliedDaysAgo > 3 ? ago(demo.appliedDaysAgo - 1) : null,
        createdAt: applied,
      });

      if (demo.status === 'rejected') {
        activity.push({
          userId: uid(manager),
          action: 'application.rejected',
          description: `Rejected ${creatorName}'s application to "${proposal.demo.name}".`,
          subjectType: 'application',
          subjectId: application.id,
          ipAddress: IP.brand,
          createdAt: decided,
        });
        notificationRows.push({
          userId: uid(demo.creator),
          type: 'application_rejected',
          title: 'Application not selected',
          body: `${brandName(brandKey)} did not select your application to ${proposal.demo.name} this time.`,
          link: `/app/creator/proposals/${proposal.id}`,
          data: { proposal_id: proposal.id, application_id: application.id },
          readAt: (demo.decidedDaysAgo ?? 0) > 4 ? ago((demo.decidedDaysAgo ?? 0) - 1) : null,
          createdAt: decided,
        });
      }
      if (demo.status !== 'accepted') continue;

      const progress = demo.progress ?? [];
      const allDone =
        progress.length === proposal.templates.length && progress.every((p) => p === 'done');
      const deal = one(
        await tx
          .insert(deals)
          .values({
            applicationId: application.id,
            proposalId: proposal.id,
            brandId: bid(brandKey),
            creatorId: uid(demo.creator),
            status: allDone ? 'completed' : 'active',
            createdAt: decided,
            updatedAt: decided,
          })
          .returning(),
        'deal',
      );
      dealIds.set(`${demo.proposal}:${demo.creator}`, deal.id);
      activity.push({
        userId: uid(manager),
        action: 'application.accepted',
        description: `Accepted ${creatorName}'s application to "${proposal.demo.name}" and created deal #${deal.id}.`,
        subjectType: 'application',
        subjectId: application.id,
        ipAddress: IP.brand,
        createdAt: decided,
      });
      notificationRows.push({
        userId: uid(demo.creator),
        type: 'application_accepted',
        title: 'Application accepted',
        body: `${brandName(brandKey)} accepted your application to ${proposal.demo.name}.`,
        link: `/app/creator/deals/${deal.id}`,
        data: { deal_id: deal.id, proposal_id: proposal.id },
        readAt: (demo.decidedDaysAgo ?? 0) > 1 ? ago((demo.decidedDaysAgo ?? 0) - 1) : null,
        createdAt: decided,
      });

      // Tasks copied from the templates; due on acceptance date + days_to_complete.
      const taskRows = proposal.templates.map((template, index) => {
        const state = progress[index] ?? 'open';
        const due = new Date(decided.getTime() + template.daysToComplete * DAY);
        const doneAt = new Date(
          Math.min(now.getTime() - HOUR, decided.getTime() + template.daysToComplete * DAY * 0.6),
        );
        const brandDone = state === 'done' || state === 'brand';
        const creatorDone = state === 'done' || state === 'creator';
        return {
          dealId: deal.id,
          name: template.name,
          description: template.description,
          assigneeType: template.assigneeType,
          dueDate: dateOnly(due),
          sortOrder: template.sortOrder,
          brandCompleted: brandDone,
          creatorCompleted: creatorDone,
          brandCompletedAt: brandDone ? doneAt : null,
          creatorCompletedAt: creatorDone ? doneAt : null,
        };
      });
      await tx.insert(tasks).values(taskRows);
      for (const task of taskRows) {
        const dueIn = (new Date(`${task.dueDate}T00:00:00Z`).getTime() - now.getTime()) / DAY;
        const openForCreator = !task.creatorCompleted && task.assigneeType === 'creator';
        if (openForCreator && dueIn >= -1 && dueIn <= 3) {
          notificationRows.push({
            userId: uid(demo.creator),
            type: 'task_due_soon',
            title: 'Task due soon',
            body: `"${task.name}" for ${proposal.demo.name} is due on ${task.dueDate}.`,
            link: `/app/creator/deals/${deal.id}`,
            data: { deal_id: deal.id },
            readAt: null,
            createdAt: ago(0, -6),
          });
        }
        if (task.brandCompleted && task.creatorCompleted) {
          notificationRows.push({
            userId: uid(task.assigneeType === 'creator' ? manager : demo.creator),
            type: 'task_completed',
            title: 'Task completed',
            body: `"${task.name}" is done on ${proposal.demo.name}.`,
            link:
              task.assigneeType === 'creator'
                ? `/app/brand/deals/${deal.id}`
                : `/app/creator/deals/${deal.id}`,
            data: { deal_id: deal.id },
            readAt: task.brandCompletedAt ?? null,
            createdAt: task.brandCompletedAt ?? decided,
          });
        }
      }

      // One conversation per deal, with both sides talking.
      const chat = demo.chat ?? [];
      const lastAt = chat.reduce(
        (latest, message) => Math.max(latest, decided.getTime() + message.after * HOUR),
        decided.getTime(),
      );
      const conversation = one(
        await tx
          .insert(conversations)
          .values({ dealId: deal.id, createdAt: decided, updatedAt: new Date(lastAt) })
          .returning(),
        'conversation',
      );
      const sent =
        chat.length === 0
          ? []
          : await tx
              .insert(messages)
              .values(
                chat.map((message) => ({
                  conversationId: conversation.id,
                  senderId: uid(message.from === 'creator' ? demo.creator : manager),
                  body: message.body,
                  clientId: null,
                  createdAt: new Date(
                    Math.min(now.getTime() - 5 * 60_000, decided.getTime() + message.after * HOUR),
                  ),
                })),
              )
              .returning();
      sent.sort((a, b) => a.id - b.id);
      const readPrefix = (side: 'creator' | 'brand') => {
        const n = demo.read?.[side] ?? sent.length;
        return n > 0 ? (sent[Math.min(n, sent.length) - 1]?.id ?? 0) : 0;
      };
      await tx.insert(conversationReads).values([
        {
          conversationId: conversation.id,
          userId: uid(demo.creator),
          lastReadMessageId: readPrefix('creator'),
        },
        {
          conversationId: conversation.id,
          userId: uid(manager),
          lastReadMessageId: readPrefix('brand'),
        },
      ]);
      const last = sent[sent.length - 1];
      const lastDemo = chat[chat.length - 1];
      if (last && lastDemo) {
        const recipient = lastDemo.from === 'creator' ? 'brand' : 'creator';
        const senderName = lastDemo.from === 'creator' ? creatorName : brandName(brandKey);
        const unread = readPrefix(recipient) < last.id;
        notificationRows.push({
          userId: uid(recipient === 'creator' ? demo.creator : manager),
          type: 'message_received',
          title: `New message from ${senderName}`,
          body: last.body,
          link:
            recipient === 'creator'
              ? `/app/creator/chat/${conversation.id}`
              : `/app/brand/deals/${deal.id}`,
          data: { conversation_id: conversation.id, message_id: last.id },
          readAt: unread
            ? null
            : new Date(Math.min(now.getTime(), last.createdAt.getTime() + HOUR)),
          createdAt: last.createdAt,
        });
      }
    }

    // A media library for Vermut Gràcia, one file delivered on Laia's deal.
    const laiaDeal = dealIds.get('vermut-summer:laia');
    await tx.insert(media).values(
      mediaFiles.map((file) => ({
        brandId: bid('vermut'),
        dealId: file.deal ? (laiaDeal ?? null) : null,
        uploadedBy: uid(file.by),
        type: 'image' as const,
        path: `/storage/media/${file.name}`,
        thumbnailPath: null,
        mimeType: 'image/png',
        sizeBytes: file.bytes.length,
        originalName: file.original,
        width: file.width,
        height: file.height,
        durationSeconds: null,
        createdAt: ago(file.daysAgo),
      })),
    );

    // Scheduled notifications: one in each status; the sent one reached everybody.
    const activeUsers = USERS.filter((user) => !user.disabled);
    const merceSentAt = ago(62, -9);
    await tx.insert(scheduledNotifications).values([
      {
        title: 'La Mercè is here',
        body: 'Five days of castells, correfocs and concerts: the perfect week to post about the city.',
        audience: 'all',
        sendAt: merceSentAt,
        status: 'sent',
        sentAt: merceSentAt,
        recipientsCount: activeUsers.length,
        createdBy: uid('clara'),
        createdAt: ago(70),
        updatedAt: merceSentAt,
      },
      {
        title: 'Christmas collaborations are open',
        body: 'Brands across Barcelona are publishing their Christmas proposals. Apply early!',
        audience: 'creators',
        sendAt: at(9, 8),
        status: 'scheduled',
        sentAt: null,
        recipientsCount: null,
        createdBy: uid('clara'),
        createdAt: ago(1),
        updatedAt: ago(1),
      },
      {
        title: 'Plan your January proposals',
        body: 'January is quiet for restaurants: a good time to invite creators. Here are three ideas.',
        audience: 'user',
        userId: uid('jordi'),
        sendAt: at(32, 9),
        status: 'scheduled',
        sentAt: null,
        recipientsCount: null,
        createdBy: uid('clara'),
        createdAt: ago(1),
        updatedAt: ago(1),
      },
      {
        title: 'Black Friday reminder',
        body: 'Remember to pause proposals you cannot serve during Black Friday week.',
        audience: 'brands',
        sendAt: at(4, 10),
        status: 'cancelled',
        sentAt: null,
        recipientsCount: null,
        createdBy: uid('clara'),
        createdAt: ago(8),
        updatedAt: ago(5),
      },
    ]);
    for (const user of activeUsers) {
      if (user.joinedDaysAgo < 62) continue;
      notificationRows.push({
        userId: uid(user.key),
        type: 'announcement',
        title: 'La Mercè is here',
        body: 'Five days of castells, correfocs and concerts: the perfect week to post about the city.',
        link: null,
        data: null,
        readAt: user.key === 'laia' || user.key === 'jordi' ? null : ago(61),
        createdAt: merceSentAt,
      });
    }
    notificationRows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await tx.insert(notifications).values(notificationRows);

    // Sign-ins, the admin's own work, and changes made while impersonating a brand user.
    for (const user of USERS) {
      if (user.disabled) continue;
      activity.push({
        userId: uid(user.key),
        action: 'auth.login',
        description: `${user.firstName} ${user.lastName} signed in.`,
        subjectType: 'user',
        subjectId: uid(user.key),
        ipAddress: user.type === 'admin' ? IP.clara : user.type === 'brand' ? IP.brand : IP.creator,
        createdAt: ago(Math.min(user.joinedDaysAgo, 3), -2),
      });
    }
    const pepita = must(proposalRows, 'pepita-tapas', 'proposal');
    activity.push(
      {
        userId: uid('clara'),
        action: 'user.disabled',
        description: 'Disabled Quim Serrano: repeated no-shows at accepted deals.',
        subjectType: 'user',
        subjectId: uid('quim'),
        ipAddress: IP.clara,
        createdAt: ago(11, 4),
      },
      {
        userId: uid('clara'),
        action: 'brand.created',
        description: 'Created the brand Jardí Yoga Studio.',
        subjectType: 'brand',
        subjectId: bid('jardi'),
        ipAddress: IP.clara,
        createdAt: ago(120),
      },
      {
        userId: uid('clara'),
        action: 'impersonation.started',
        description: `Clara Roig started impersonating ${uname('rosa')}.`,
        subjectType: 'user',
        subjectId: uid('rosa'),
        ipAddress: IP.clara,
        createdAt: ago(16, 3),
      },
      {
        userId: uid('rosa'),
        impersonatorId: uid('clara'),
        action: 'impersonation.write',
        description: `Clara Roig as ${uname('rosa')}: PUT /api/brand/proposals/:id`,
        subjectType: 'proposal',
        subjectId: pepita.id,
        ipAddress: IP.clara,
        createdAt: ago(16, 3.2),
      },
      {
        userId: uid('clara'),
        action: 'impersonation.exited',
        description: `Clara Roig stopped impersonating ${uname('rosa')}.`,
        subjectType: 'user',
        subjectId: uid('rosa'),
        ipAddress: IP.clara,
        createdAt: ago(16, 3.3),
      },
      {
        userId: uid('clara'),
        action: 'scheduled_notification.cancelled',
        description: 'Cancelled the scheduled notification "Black Friday reminder".',
        subjectType: 'scheduled_notification',
        ipAddress: IP.clara,
        createdAt: ago(5),
      },
    );
    activity.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await tx.insert(activityLogs).values(activity);
  });
}
