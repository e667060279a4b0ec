/** The demo brands and who manages them. */
import type { BrandKey, UserKey } from './keys';

export interface DemoBrand {
  key: BrandKey;
  name: string;
  description: string;
  website: string;
  instagramHandle: string;
  managers: UserKey[];
  logo: readonly [string, string];
  joinedDaysAgo: number;
  /** Its page: the address in its barri, and photos (colours of a composition, and their alt). */
  slug: string;
  address: string;
  barri: string;
  photos: DemoBrandPhoto[];
}

/** A demo photo: a simple composition in these colours (`brandPhotoImage`), and what it shows. */
export interface DemoBrandPhoto {
  colors: readonly [string, string, string];
  alt: string;
}

export const BRANDS: DemoBrand[] = [
  {
    key: 'vermut',
    name: 'Vermut Gràcia',
    description: 'Family-run vermuteria on Carrer de Verdi pouring house vermut since 1998.',
    website: 'https://vermutgracia.example',
    instagramHandle: 'vermutgracia',
    managers: ['jordi'],
    logo: ['#7b2d26', '#e4a363'],
    joinedDaysAgo: 240,
    slug: 'vermut-gracia',
    address: 'Carrer de Verdi, 38',
    barri: 'la-vila-de-gracia',
    photos: [
      {
        colors: ['#7b2d26', '#e4a363', '#fbe7c6'],
        alt: 'Three house vermuts poured with an olive and a slice of orange.',
      },
      {
        colors: ['#3d1e1c', '#b5651d', '#f6bd60'],
        alt: 'The bar on Carrer de Verdi on a Sunday noon.',
      },
      {
        colors: ['#84a59d', '#f7ede2', '#f28482'],
        alt: 'The terrace under the plane trees, tables set for vermut.',
      },
      { colors: ['#5e3023', '#c08552', '#f3e9dc'], alt: 'Barrels of house vermut in the bodega.' },
      {
        colors: ['#9e2a2b', '#f4a261', '#fefae0'],
        alt: 'Olives, anchovies and crisps: the vermut tapas.',
      },
    ],
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
    slug: 'forn-sant-pau',
    address: 'Carrer de Sant Pau, 52',
    barri: 'el-raval',
    photos: [
      {
        colors: ['#8d6e4a', '#f1dca7', '#fff8e7'],
        alt: 'Sourdough loaves cooling on the rack at dawn.',
      },
      {
        colors: ['#6b4226', '#d9a066', '#f7e1b5'],
        alt: 'The wood oven of the bakery, fired before six.',
      },
      { colors: ['#a47148', '#e6ccb2', '#ede0d4'], alt: 'Coques de llardons on the counter.' },
      {
        colors: ['#582f0e', '#b08968', '#f2e8cf'],
        alt: 'The shop front on Carrer de Sant Pau in the morning.',
      },
    ],
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
    slug: 'sal-de-mar-swimwear',
    address: "Carrer de l'Almirall Aixada, 22",
    barri: 'la-barceloneta',
    photos: [
      {
        colors: ['#0b6e8a', '#bde4e8', '#f8f3e6'],
        alt: 'Swimsuits drying in the Barceloneta workshop.',
      },
      {
        colors: ['#023e8a', '#48cae4', '#caf0f8'],
        alt: 'Recycled fishing nets before they are spun into yarn.',
      },
      { colors: ['#006d77', '#83c5be', '#ffddd2'], alt: 'A morning swim at Sant Sebastià beach.' },
      {
        colors: ['#1d3557', '#a8dadc', '#f1faee'],
        alt: "The cutting table with this season's patterns.",
      },
    ],
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
    slug: 'bicis-poblenou',
    address: 'Rambla del Poblenou, 101',
    barri: 'el-poblenou',
    photos: [
      {
        colors: ['#2d6a4f', '#b7e4c7', '#f1faee'],
        alt: 'E-bikes lined up outside the shop on the Rambla.',
      },
      {
        colors: ['#40916c', '#95d5b2', '#ffe8d6'],
        alt: 'A guided ride along the Bogatell seafront.',
      },
      {
        colors: ['#1b4332', '#52b788', '#fefae0'],
        alt: 'The old factory chimneys of Poblenou at sunset.',
      },
    ],
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
    slug: 'la-pepita-tapas',
    address: 'Carrer de Còrsega, 343',
    barri: 'la-vila-de-gracia',
    photos: [],
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
    slug: 'jardi-yoga-studio',
    address: 'Carrer del Consell de Cent, 290',
    barri: 'l-antiga-esquerra-de-l-eixample',
    photos: [],
  },
];
