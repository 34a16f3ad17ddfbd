import { expect, test } from './support/test.js';
import { fakeBuild, uniqueVersion } from './support/deploys.js';
import { widthsFor } from './support/site.js';
import { adminPath, atAdmin, member, openSignedIn, staffToken } from './support/staff.js';

/** A 1×1 PNG: enough of a picture for the API to take as an avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the top bar’s button hides and shows the side menu', async ({ page, request, isMobile }) => {
  await openSignedIn(page, await staffToken(request), adminPath.dashboard);
  const toggle = page.getByRole('button', { name: 'Menú' });
  const menu = page.getByRole('navigation', { name: 'Menú de administración' });

  if (isMobile) {
    // Phones: closed at first, it opens over the page and closes once a page is chosen.
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'APK deploy' }).click();
    await expect(page).toHaveURL(atAdmin.apkDeploys);
    await expect(menu).toBeHidden();
    return;
  }

  // Wide screens: beside the content at first.
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('what never went out has its own page, and the dashboard stays as the spec has it', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  await openSignedIn(page, await staffToken(request), adminPath.dashboard);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Envíos fallidos')).toHaveCount(0);
  if (isMobile) await page.getByRole('button', { name: 'Menú' }).click();
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Envíos' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${adminPath.deliveries}$`));
  const panel = page.getByRole('region', { name: 'Envíos fallidos' });
  await expect(panel).toContainText('Ningún envío ha fallado.');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('envios.png'), fullPage: true });
  }
});

test('the top bar shows the first name with the first-letter avatar', async ({ page, request }) => {
  await openSignedIn(page, await staffToken(request), adminPath.dashboard);
  const bar = page.getByRole('banner');
  await expect(bar).toContainText('Admin');
  // No avatar uploaded: the first letter in a circle, and no image.
  await expect(bar.getByText('A', { exact: true })).toBeVisible();
  await expect(bar.locator('img')).toHaveCount(0);
});

test('a user with an avatar sees it in the top bar, fetched with their token', async ({
  page,
  request,
}) => {
  const { token, user } = await member(request);
  const uploaded = await request.post(`/api/user/${user.id}/avatar`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  const fetched = page.waitForResponse(`**/api/user/${user.id}/avatar`);
  await openSignedIn(page, token, adminPath.dashboard);
  expect((await fetched).status()).toBe(200);
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^blob:/);
});

test('the staff pages fit every width without horizontal scrolling', async ({
  page,
  request,
}, testInfo) => {
  const token = await staffToken(request);
  // The longest version the API takes, in the deploy history and the current versions.
  const published = await request.post('/api/admin/deploy', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      appType: 'ios',
      version: `${uniqueVersion()}-rc.${'1234567890'.repeat(3)}.final`,
      file: { name: 'antojo.ipa', mimeType: 'application/octet-stream', buffer: fakeBuild(1024) },
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  await openSignedIn(page, token, adminPath.apkDeploys);
  const paths = [
    adminPath.apkDeploys,
    adminPath.apkDeployCreate,
    adminPath.dashboard,
    adminPath.texts,
    adminPath.testimonials,
    adminPath.login,
  ];
  for (const path of paths) {
    if (path !== adminPath.apkDeploys) await page.goto(path);
    for (const width of widthsFor(testInfo.project.name)) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Against the width set, not innerWidth: a phone widens its layout viewport to fit
      // content that overflows, and innerWidth with it.
      const scrollWidth = (await page.evaluate(
        '(() => document.scrollingElement.scrollWidth)()',
      )) as number;
      expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(width);
    }
  }
});
