import tailwindcss from '@tailwindcss/vite';
import { i18n } from '@colla/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { apiProxy } from '../../scripts/dev-proxy.mjs';
import { mockWorker } from '../../scripts/mock-worker.mjs';

/**
 * The web font is `font-display: optional` (no late swap, no layout shift): preloading its Latin
 * file makes it arrive in time for the first paint, so the portal opens in Colla's typeface.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'colla-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /plus-jakarta-sans-latin-wght-normal.*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    ...i18n({ split: true }),
    react(),
    tailwindcss(),
    preloadLatinFont(),
    // Mock mode answers the API in the browser; only its build carries the MSW worker.
    ...(mode === 'mock' ? [mockWorker()] : []),
  ],
  // One origin serves the site and the portal: each app keeps its assets under its own folder.
  build: { assetsDir: 'assets/portal' },
  // The dev server passes the API's paths to the API process of `pnpm dev` (127.0.0.1:3001 unless
  // COLLA_API_PORT says); in mock mode the MSW worker answers them in the browser instead.
  server: { port: 5174, proxy: mode === 'mock' ? undefined : apiProxy() },
}));
