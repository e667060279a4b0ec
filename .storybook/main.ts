import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { i18n } from '@colla/i18n/vite';
import { mergeConfig } from 'vite';
import { mockWorker } from '../scripts/mock-worker.mjs';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [...i18n(), tailwindcss(), mockWorker()],
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-router-dom',
          '@tanstack/react-query',
          '@colla/api-client > openapi-fetch',
          '@colla/mocks > openapi-msw',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          '@colla/ui > class-variance-authority',
          '@colla/ui > clsx',
          '@colla/ui > tailwind-merge',
          '@colla/ui > radix-ui',
          '@colla/ui > lucide-react',
          '@colla/ui > zod',
          '@colla/features > react-hook-form',
          '@colla/features > @hookform/resolvers/zod',
        ],
      },
    }),
};

export default config;
