import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './support/test.js';
import { publicPages, testimonialsSettled } from './support/site.js';

// Pictures of every page for a person to look at, and the README's picture of the home.
// Opt-in: `SCREENSHOTS=1 npx playwright test screenshots`.
const readmeImage = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/images/home-desktop.png',
);

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

for (const { path: pagePath } of [...publicPages, { path: '/web/no-existe' }]) {
  test(`screenshot of ${pagePath}`, async ({ page, isMobile }, testInfo) => {
    await page.setViewportSize(
      isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    await page.goto(pagePath);
    if (pagePath === '/web') await testimonialsSettled(page);
    const name = pagePath.replace(/^\/web\/?/, '').replaceAll('/', '-') || 'home';
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    if (pagePath === '/web' && testInfo.project.name === 'desktop') {
      await page.screenshot({ path: readmeImage });
    }
  });
}
