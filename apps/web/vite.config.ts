import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The website lives under /web on the API server's port. Workspace packages resolve to their
// TypeScript sources through the "source" export condition.
export default defineConfig({
  base: '/web/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://localhost:8000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
