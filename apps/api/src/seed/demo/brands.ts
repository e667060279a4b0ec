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
