/** The demo proposal categories. */
import type { CategoryKey } from './keys';

export const CATEGORIES: { key: CategoryKey; name: string; slug: string; description: string }[] = [
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
