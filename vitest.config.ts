import { defineConfig } from 'vitest/config';

// One vitest run for every workspace. The "source" export condition makes workspace packages
// resolve to their TypeScript sources, so tests never depend on a prior build.
const FRESH_START = 'scripts/start.test.ts';

// The slow ones: whole stories, the demo seed, the fuzzers, the races' many rounds, restarts
// and memory. CI and `npm test` run them (project "slow"); `npm run test:fast` leaves them out.
const SLOW = [
  '**/story.test.ts',
  '**/*-races.test.ts',
  '**/*.memory.test.ts',
  'apps/server/src/demo/seed-demo.test.ts',
  'apps/server/src/reliability/*-fuzz.test.ts',
  'apps/server/src/restart.test.ts',
];
const UNIT = [
  // .tsx too: a component test written as one would otherwise never run, silently.
  '{apps,packages}/*/src/**/*.test.{ts,tsx}',
  'apps/web/scripts/**/*.test.ts',
  'scripts/**/*.test.ts',
  'eslint-rules/**/*.test.ts',
];
// The fault runs restart shared services: npm run test:reliability.
const NEVER = ['**/node_modules/**', '**/*.reliability.test.ts', FRESH_START];

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
          include: UNIT,
          exclude: [...NEVER, ...SLOW],
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          globalSetup: ['scripts/vitest-services.ts'],
          include: SLOW,
          exclude: NEVER,
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
