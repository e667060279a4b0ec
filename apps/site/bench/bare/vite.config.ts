import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same tools as the site (Vite, the React plugin), nothing else.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: '../../dist-bench/bare', emptyOutDir: true },
  logLevel: 'warn',
});
