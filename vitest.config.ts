import { defineConfig } from 'vitest/config';

// One vitest run for every workspace. The "source" export condition makes workspace packages
// resolve to their TypeScript sources, so tests never depend on a prior build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // scripts/: the start script's test, which builds and starts a fresh copy of the repository.
    include: ['{apps,packages}/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The fault runs restart shared services: npm run test:reliability.
    exclude: ['**/node_modules/**', '**/*.reliability.test.ts'],
    // In CI, the PostgreSQL and Redis suites may not be skipped.
    globalSetup: ['scripts/vitest-services.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The data tests start a PGlite per file; two cores run two at a time well.
    maxWorkers: 2,
  },
});
