import { expect, test } from './support/test.js';
import { collectErrors } from './support/site.js';
import { adminPath, alertDialog, atAdmin, savedToken, STAFF } from './support/staff.js';

test('the login shows errors only for fields that were focused, then signs in; the session survives a reload and logout ends it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto(adminPath.login);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Acceso del personal · Antojo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('admin');

  const email = page.getByLabel('Correo');
  const password = page.getByLabel('Contraseña', { exact: true });
  const required = page.getByText('Campo requerdio.');
  // Nothing touched yet: no message, not even for the empty required fields.
  await expect(email).toBeVisible();
  await expect(required).toHaveCount(0);

  // Focused and left empty: its message, and only its own.
  await email.focus();
  await password.focus();
  await expect(required).toHaveCount(1);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  await email.fill('no-es-un-correo');
  await expect(page.getByText('Debe ser un correo valido.')).toBeVisible();
  await email.fill(STAFF.email);
  await expect(page.getByText('Debe ser un correo valido.')).toHaveCount(0);

  await password.focus();
  await email.focus();
  await expect(required).toHaveCount(1);
  await password.fill(STAFF.password);
  await expect(required).toHaveCount(0);

  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(atAdmin.dashboard);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('banner')).toContainText(STAFF.firstname);
  // Staff stay signed in: the token is saved (spec, section 4: saveSession).
  expect(await savedToken(page)).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('banner')).toContainText(STAFF.firstname);

  // Signed in, the login leads straight to the dashboard.
  await page.goto(adminPath.login);
  await expect(page).toHaveURL(atAdmin.dashboard);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(atAdmin.login);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await savedToken(page)).toBeNull();
  await page.goto(adminPath.dashboard);
  await expect(page).toHaveURL(atAdmin.login);
  expect(errors).toEqual([]);
});

test('wrong credentials (422) show the alert, which Aceptar closes', async ({ page }) => {
  await page.goto(adminPath.login);
  await page.getByLabel('Correo').fill(STAFF.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-contraseña');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

  const alert = alertDialog(page, 'Hubo un error.');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Correo o la contraseña invalida.');
  await expect(alert.getByRole('button', { name: 'Aceptar' })).toBeFocused();
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(atAdmin.login);
});
