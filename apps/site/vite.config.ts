import tailwindcss from '@tailwindcss/vite';
import { i18n } from '@colla/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiProxy } from '../../scripts/dev-proxy.mjs';
import { mockWorker } from '../../scripts/mock-worker.mjs';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    ...i18n({ split: true }),
    react(),
    tailwindcss(),
    // Mock mode answers the API in the browser; only its build carries the MSW worker.
    ...(mode === 'mock' && !isSsrBuild ? [mockWorker()] : []),
  ],
  build: isSsrBuild
    ? // The renderer used by the prerender step and the API server: one self-contained module.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : // One origin serves the site and the portal: each app keeps its assets under its own folder.
      // The manifest tells the renderer which chunks each page needs (modulepreload).
      { assetsDir: 'assets/site', manifest: true },
  ssr: { noExternal: true },
  // The dev server passes the API's paths to the API process of `pnpm dev` (127.0.0.1:3001 unless
  // COLLA_API_PORT says); in mock mode the MSW worker answers them in the browser instead.
  server: { port: 5173, proxy: mode === 'mock' ? undefined : apiProxy() },
}));
