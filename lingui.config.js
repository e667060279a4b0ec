import { formatter } from '@lingui/format-po';

/**
 * The web's messages (site, portal, features, design system) are extracted from the code into
 * one catalog per language under packages/i18n/locales. `LINGUI_OUT` sends an extraction
 * elsewhere (the catalog check extracts into a temporary folder and compares).
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
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'message',
};
