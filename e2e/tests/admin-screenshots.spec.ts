import { test } from '@playwright/test';
import { APK_TYPE, fakeBuild, uniqueVersion } from './support/deploys.js';
import { adminPath, openSignedIn, staffToken } from './support/staff.js';

// Pictures of the staff pages at the narrowest and a wide width, for a person to look at.
// Opt-in: `SCREENSHOTS=1 npx playwright test admin-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

const pages = [
  ['dashboard', adminPath.dashboard],
  ['apk-deploys', adminPath.apkDeploys],
  ['apk-deploy-create', adminPath.apkDeployCreate],
  ['texts', adminPath.texts],
  ['testimonials', adminPath.testimonials],
] as const;

for (const width of [360, 1280]) {
  test(`screenshots of the staff area at ${width}px`, async ({ page, request }, testInfo) => {
    const token = await staffToken(request);
    // A deploy, so the history has a row to show.
    await request.post('/api/admin/deploy', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        appType: 'apk',
        version: uniqueVersion(),
        file: { name: 'antojo.apk', mimeType: APK_TYPE, buffer: fakeBuild(3 * 1024 * 1024) },
      },
    });

    await page.setViewportSize({ width, height: 800 });
    await page.goto(adminPath.login);
    await page.getByLabel('Correo').focus();
    await page.getByLabel('Contraseña', { exact: true }).focus();
    await page.screenshot({ path: testInfo.outputPath(`login-${width}.png`), fullPage: true });

    await openSignedIn(page, token, adminPath.dashboard);
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The texts are a long list: the top of it says enough.
      const fullPage = name !== 'texts';
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });
    }
    if (width === 360) {
      await page.getByRole('button', { name: 'Menú' }).click();
      await page.screenshot({ path: testInfo.outputPath(`menu-open-${width}.png`) });
    }
  });
}
