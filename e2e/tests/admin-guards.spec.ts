import { expect, test } from './support/test.js';
import {
  adminPath,
  atAdmin,
  closeStaffMenuOverlay,
  memberToken,
  openSignedIn,
  staffMenu,
  staffToken,
} from './support/staff.js';

// Who may open what (spec, section 4).

test('a visitor who is not signed in is sent to the login from every protected page', async ({
  page,
}) => {
  for (const path of [adminPath.dashboard, adminPath.apkDeploys, adminPath.apkDeployCreate]) {
    await page.goto(path);
    await expect(page).toHaveURL(atAdmin.login);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('admin');
  }
});

test('a user without staff roles sees the dashboard, no APK deploy entry, and is sent back from the deploys', async ({
  page,
  request,
}) => {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/admin/')) calls.push(sent.url());
  });
  await openSignedIn(page, await memberToken(request), adminPath.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const menu = await staffMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'APK deploy' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Textos' })).toHaveCount(0);

  for (const path of [adminPath.apkDeploys, adminPath.apkDeployCreate, adminPath.texts]) {
    await page.goto(path);
    await expect(page).toHaveURL(atAdmin.dashboard);
  }
  // The guard decides before any staff call is made.
  expect(calls).toEqual([]);

  // Signed in, the login is skipped.
  await page.goto(adminPath.login);
  await expect(page).toHaveURL(atAdmin.dashboard);
});

test('staff see every entry of the menu and the breadcrumbs of each page', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await staffToken(request), adminPath.dashboard);
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs).toHaveText('Dashboard');
  const menu = await staffMenu(page);
  for (const name of ['Dashboard', 'APK deploy', 'Textos', 'Ayuda y opiniones']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'APK deploy' }).click();
  await expect(page).toHaveURL(atAdmin.apkDeploys);
  await expect(crumbs).toHaveText('APK Deploys');
  await expect((await staffMenu(page)).getByRole('link', { name: 'APK deploy' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await closeStaffMenuOverlay(page);
  await page.getByRole('link', { name: 'Crear Deploy' }).click();
  await expect(crumbs).toHaveText(/^APK Deploys\s*\/\s*Crear Deploy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subir Deploy');
  await crumbs.getByRole('link', { name: 'APK Deploys' }).click();
  await expect(page).toHaveURL(atAdmin.apkDeploys);
});
