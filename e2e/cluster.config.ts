import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// The browser tests across nodes (e2e/cluster): each test file starts the production shape
// itself with scripts/cluster.mjs (two API nodes, PostgreSQL, Redis, a local S3 bucket, nginx in
// front), so it can also stop and restart nodes. One width: what is tested is the nodes, and
// the widths have the main suite.
export default defineConfig({
  ...base,
  testDir: './cluster',
  testIgnore: [],
  outputDir: './test-results/cluster',
  webServer: undefined,
  timeout: 120_000,
  use: { ...base.use, baseURL: undefined },
  projects: [{ name: 'cluster', use: { viewport: { width: 1280, height: 800 } } }],
});
