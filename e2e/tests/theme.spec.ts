import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember, staffMenu, staffToken } from './support/staff.js';

// The colour scheme (issue 38): «Automático» follows the system's prefers-color-scheme, and
// «Claro» or «Oscuro» override it in this browser, from Configuraciones de Perfil in the app and
// from the staff area's menu. The page's canvas (styles/tokens.css) tells which one is showing.

const LIGHT_CANVAS = 'rgb(255, 248, 245)';
const DARK_CANVAS = 'rgb(20, 22, 28)';

const canvas = (page: Page) => expect(page.locator('body'));
const themeChoice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Tema' }).getByRole('button', { name, exact: true });

test('«Oscuro» darkens the app on a light system, stays after a reload, and «Automático» follows the system', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const member = await signUpMember(request, {
    email: `tema-${Date.now()}@antojo.test`,
    firstname: 'Olga',
  });
  await openSignedIn(page, member.token, '/web/app/settings/profile');
  await expect(page.getByRole('heading', { name: 'Apariencia' })).toBeVisible();
  await expect(themeChoice(page, 'Automático')).toHaveAttribute('aria-pressed', 'true');
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);

  await themeChoice(page, 'Oscuro').click();
  await expect(themeChoice(page, 'Oscuro')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);

  // Kept: the page opens dark again, and so does every other page of the app.
  await page.reload();
  await expect(themeChoice(page, 'Oscuro')).toHaveAttribute('aria-pressed', 'true');
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);
  await page.goto('/web/app/chats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chats');
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);

  // «Claro» on a dark system stays light.
  await page.goto('/web/app/settings/profile');
  await page.emulateMedia({ colorScheme: 'dark' });
  await themeChoice(page, 'Claro').click();
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);

  // «Automático»: no choice kept, and the page follows the system as it changes.
  await themeChoice(page, 'Automático').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);
  await page.emulateMedia({ colorScheme: 'light' });
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);
  await page.reload();
  await expect(themeChoice(page, 'Automático')).toHaveAttribute('aria-pressed', 'true');
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);
});

test('the staff area has the same choice in its menu', async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, await staffToken(request), '/web/administration/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);
  const menu = await staffMenu(page);
  await menu.getByRole('group', { name: 'Tema' }).getByRole('button', { name: 'Oscuro' }).click();
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);
  // Back to the system's, for whoever uses this browser next.
  await (
    await staffMenu(page)
  )
    .getByRole('group', { name: 'Tema' })
    .getByRole('button', { name: 'Automático' })
    .click();
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);
});

test('the public pages, which run no script, follow the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/web/terms-and-conditions');
  await canvas(page).toHaveCSS('background-color', DARK_CANVAS);
  await page.emulateMedia({ colorScheme: 'light' });
  await canvas(page).toHaveCSS('background-color', LIGHT_CANVAS);
});
