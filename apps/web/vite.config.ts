import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The website lives under /web on the API server's port. Workspace packages resolve to their
// TypeScript sources through the "source" export condition, in the browser build and in the
// prerender's server build alike.
//
// `vite build` alone gives a working client-rendered site; `npm run build` (scripts/build.mjs)
// adds the prerendered pages the server expects.
export default defineConfig({
  base: '/web/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { proxy: { '/api': 'http://localhost:8000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
