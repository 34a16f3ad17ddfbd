import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; browsers are never downloaded. Flags keep it off the network. With the
// GPU off, maps (WebGL) are drawn by SwiftShader, in software; Chromium wants that asked for
// (docs/decisions/0016-map.md).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // The screenshot files take pictures for people to look at and assert nothing: listed only
  // when asked for (SCREENSHOTS=1), so the ordinary run's skipped count means something.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The built server on a fresh embedded database, as `npm start` runs it.
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'antojo-e2e-')),
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
    },
  },
});
