import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? // The renderer used by the prerender step and the API server: one self-contained module.
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : // One origin serves the site and the portal: each app keeps its assets under its own folder.
      // The manifest tells the renderer which chunks each page needs (modulepreload).
      { assetsDir: 'assets/site', manifest: true },
  ssr: { noExternal: true },
  server: { port: 5173 },
}));
