import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // One origin serves the site and the portal: each app keeps its assets under its own folder.
  build: { assetsDir: 'assets/portal' },
  server: { port: 5174 },
});
