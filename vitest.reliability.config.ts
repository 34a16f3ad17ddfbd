import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the long fault runs with real processes, one file at a time,
// since they restart the shared PostgreSQL and Redis of this machine.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['apps/server/src/**/*.reliability.test.ts', 'apps/server/src/reliability/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
