import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that would tie the design system to the API or to features. */
const API_FREE = {
  group: [
    '@colla/api-client',
    '@colla/api-client/*',
    '@colla/mocks',
    '@colla/mocks/*',
    '@colla/features',
    '@colla/features/*',
    '@tanstack/react-query',
    '**/packages/features/**',
  ],
  message:
    'packages/ui depends on no API package: features (packages/features) connect it to the API.',
};
/** Imports that would tie a screen piece to the router or an app. */
const ROUTER_FREE = {
  group: ['react-router', 'react-router-dom', '@colla/site', '@colla/portal', '**/apps/**'],
  message: 'Screen pieces take links from the LinkProvider and callbacks as props.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist-server/**',
      '**/dist-bench/**',
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/mockServiceWorker.js',
      'packages/api-client/src/schema.d.ts',
      'packages/mocks/src/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storybook/test',
              message: 'Storybook 10 ships its test utilities as storybook/test.',
            },
          ],
        },
      ],
    },
  },
  // The design system knows nothing of the API: no API client, mocks, server state or features.
  // Its screen pieces know no router or app either (apps pass links in); stories may use a router.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_FREE, ROUTER_FREE] }] },
  },
  {
    files: ['packages/ui/src/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [API_FREE] }] },
  },
  // Features compose the design system through its subpath exports and take links from the
  // provider: no router, no app code.
  {
    files: ['packages/features/src/**/*.{ts,tsx}'],
    ignores: ['packages/features/src/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTER_FREE] }] },
  },
  // Production code is linted with type information (each package's tsconfig.json): promises
  // are awaited, returned, handled or deliberately voided, and no deprecated API is used.
  // Tests, stories, their support files, e2e and generated code are left out.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/*-stories.{ts,tsx}',
      '**/*-stories-support.{ts,tsx}',
      '**/test-support.ts',
      '**/e2e/**',
      '**/*.gen.ts',
      'apps/api/src/test/**',
      'apps/api/src/contract/**',
      'apps/portal/src/stories/**',
      'packages/features/src/test-support/**',
      'packages/ui/src/**/_stories/**',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'scripts/**',
      '**/scripts/**',
      '.storybook/**',
      'vitest.config.ts',
      '**/vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Service workers run in their own global scope.
    files: ['apps/*/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...storybook.configs['flat/recommended'],
);
