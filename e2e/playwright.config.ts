import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; browsers are never downloaded. Flags keep it off the network. With the
// GPU off, maps (WebGL) are drawn by SwiftShader, in software; Chromium wants that asked for
// (docs/decisions/0016-map.md).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PHONE = { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } };
// The API's budgets on their defaults: a minute of someone using the app hard, whose pace is
// the test's subject, so it runs with no other test taking the machine's cores.
const ALONE = ['**/member-limits.spec.ts'];
// The screenshot files take pictures for people to look at and assert nothing: listed only
// when asked for (SCREENSHOTS=1), so the ordinary run's skipped count means something. A
// project's own testIgnore replaces this one, so the projects name it again.
const PICTURES = process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'];

export default defineConfig({
  testDir: './tests',
  testIgnore: PICTURES,
  outputDir: './test-results',
  // Each worker has a server of its own (tests/support/test.ts), so workers never meet on
  // shared data; E2E_WORKERS chooses how many. One by default: on this 2-core machine two
  // workers (two servers, two Chromiums drawing maps in software) took 29 minutes where one
  // takes 18, and tests timed out waiting for the CPU. The tests of a file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
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
    { name: 'phone', use: PHONE, testIgnore: [...PICTURES, ...ALONE] },
    { name: 'desktop', use: DESKTOP, testIgnore: [...PICTURES, ...ALONE] },
    // After the others, one at a time: nothing else runs beside them.
    { name: 'phone, alone', use: PHONE, testMatch: ALONE, dependencies: ['phone', 'desktop'] },
    { name: 'desktop, alone', use: DESKTOP, testMatch: ALONE, dependencies: ['phone, alone'] },
  ],
});
