/** The demo accounts people sign in with, and the public page the docs and benchmark use. */

/** Every demo account's password. */
export const DEMO_PASSWORD = 'colla-demo-2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@colla.test',
  brand: 'brand@colla.test',
  creator: 'creator@colla.test',
} as const;

/** The public slug the benchmark and the docs use: an active proposal of Vermut Gràcia. */
export const DEMO_PUBLIC_SLUG = 'summer-vermut-tasting-gracia';
