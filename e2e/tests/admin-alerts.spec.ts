import { expect, test } from './support/test.js';
import {
  adminPath,
  alertDialog,
  atAdmin,
  memberToken,
  openSignedIn,
  STAFF,
} from './support/staff.js';

// The shared alerts of failed calls (spec, section 8).

test('when the server cannot be reached, the Servidor alert says so', async ({ page }) => {
  await page.goto(adminPath.login);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Correo').fill(STAFF.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

  const alert = alertDialog(page, 'Servidor');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'Lo sentimos, hay problemas para conectarnos al servidor, intentalo más tarde.',
  );
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(atAdmin.login);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
});

test('a staff call the server refuses (403) shows the permissions alert', async ({
  page,
  request,
}) => {
  // A user whose roles changed since the page learnt them: the page believes they are a
  // developer, the server knows they are not and refuses the deploys history.
  await page.route('**/api/auth/comeback', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: { roles: string[] } };
    body.user.roles = ['admin:dev'];
    await route.fulfill({ response, json: body });
  });
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/admin/deploy') && response.status() === 403,
  );
  await openSignedIn(page, await memberToken(request), adminPath.apkDeploys);
  await refused;

  const alert = alertDialog(page, '¡Ups!. Lo sentimos.');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('No tienes permisos para hacer esta petción.');
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText('No hemos podido cargar el historial.')).toBeVisible();
});
