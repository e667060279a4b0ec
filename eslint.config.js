import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    // packages/ui holds screen pieces only: no router and no app code (apps pass links in).
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react-router',
                'react-router-dom',
                '@colla/site',
                '@colla/portal',
                '**/apps/**',
              ],
              message: 'packages/ui takes links and callbacks as props.',
            },
          ],
        },
      ],
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
