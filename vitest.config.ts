import { defineConfig } from 'vitest/config';

// One vitest run for every workspace. The "source" export condition makes workspace packages
// resolve to their TypeScript sources, so tests never depend on a prior build.
const FRESH_START = 'scripts/start.test.ts';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The data tests start a PGlite per file; two cores run two at a time well.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // In CI, the PostgreSQL and Redis suites may not be skipped.
          globalSetup: ['scripts/vitest-services.ts'],
          include: [
            // .tsx too: a component test written as one would otherwise never run, silently.
            '{apps,packages}/*/src/**/*.test.{ts,tsx}',
            'apps/web/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          // The fault runs restart shared services: npm run test:reliability.
          exclude: ['**/node_modules/**', '**/*.reliability.test.ts', FRESH_START],
        },
      },
      {
        // `npm start` on a fresh copy of the repository builds everything (a minute of both
        // cores): it runs alone, after the others, so that it slows no timed test down.
        extends: true,
        test: { name: 'fresh start', include: [FRESH_START], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
