import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { testApp } from './app.js';
import type { Backend, TestDatabase } from './backends.js';

/**
 * The whole app on a fresh test database for one `describe` block: opened before its tests,
 * closed after them. Read `suite.app` and `suite.database` inside the tests.
 */
export function appPerSuite(backend: Backend) {
  const suite = {} as { app: FastifyInstance; database: TestDatabase };
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    suite.database = await backend.open();
    ({ app: suite.app, close } = await testApp(suite.database));
  });
  afterAll(async () => {
    await close();
    await suite.database.dispose();
  });
  return suite;
}
