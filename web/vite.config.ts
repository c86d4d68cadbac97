/**
 * The site's Vite config. Root is web/, so `vite build --config web/vite.config.ts` writes web/dist from any
 * working folder. In `npm run dev` the API runs elsewhere and /api is proxied to it (same origin for the cookie).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file: one request, and it compresses ~6 KiB better than the
        // twenty small shared chunks automatic splitting makes. The other screens stay lazy chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000' } },
  },
});
