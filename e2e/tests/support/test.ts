import { test as base } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server.js';

export { expect } from '@playwright/test';

/**
 * The settings of every worker's server: the built server on a fresh embedded database, as
 * `npm start` runs it, with the limits lifted for a run of many tests from one address.
 */
export const WORKER_SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  RATE_LIMIT_PER_MINUTE: '10000',
  // Every member test joins from this one address; the hourly cap on codes and sign-ups
  // per address would otherwise be reached within a run.
  AUTH_REQUESTS_PER_HOUR: '500',
  // The staff account the staff-area tests sign in with (tests/support/staff.ts), and a
  // deploy limit small enough for a test to go over it.
  ADMIN_EMAIL: 'staff@antojo.test',
  ADMIN_PASSWORD: 'Staff-e2e-2025!',
  DEPLOY_LIMIT_BYTES: String(8 * 1024 * 1024),
};

/**
 * Playwright's `test`, with a server of its own for each worker: the tests of one worker
 * share its data (as they did the one server before), and two workers never see each
 * other's plans, members or lists, so the suite runs on several workers at once.
 * `baseURL` (pages, `request`, and contexts the tests open) names the worker's server.
 */
export const test = base.extend<object, { workerServer: OwnServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer(WORKER_SERVER_ENV);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
});
