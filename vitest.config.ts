import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { i18n } from '@colla/i18n/vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const dirname = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [i18n()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/scripts/**/*.test.{ts,mjs}',
            'apps/{site,portal}/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
          ],
          environment: 'node',
          setupFiles: ['packages/i18n/test/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Several API processes on one PostgreSQL behind nginx (scripts/cluster.mjs): each
          // file starts its own cluster, one file at a time.
          name: 'cluster',
          include: ['apps/api/cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The built site and portal in Chromium, served by the API server (builds them first).
          name: 'e2e',
          // A busy 2-core machine can take more than a second to show a page: polls wait 10 s.
          expect: { poll: { timeout: 10_000 } },
          include: ['apps/{site,portal}/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/site/e2e/build.ts', 'apps/portal/e2e/build.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${dirname}.storybook` })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
