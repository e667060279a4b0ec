import { formatter } from '@lingui/format-po';

/**
 * Two catalogs, one per language under packages/i18n/locales: the web's messages (site, portal,
 * features, design system), extracted from the macros, and the API server's (`server`), written
 * as descriptors marked by an `i18n` comment (the server runs without Babel, so no macros).
 * `LINGUI_OUT` sends an extraction elsewhere (the catalog check extracts into a temporary
 * folder and compares).
 */
const out = process.env.LINGUI_OUT || '<rootDir>/packages/i18n/locales';

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'ca', 'es'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${out}/web/{locale}`,
      include: ['ui', 'features']
        .map((name) => `<rootDir>/packages/${name}/src`)
        .concat(['portal', 'site'].map((name) => `<rootDir>/apps/${name}/src`)),
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
    {
      path: `${out}/server/{locale}`,
      include: ['<rootDir>/apps/api/src'],
      exclude: [
        '**/*.test.ts',
        '<rootDir>/apps/api/src/contract/**',
        '<rootDir>/apps/api/src/test/**',
        '**/node_modules/**',
      ],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'message',
};
