import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  appPath,
  codeSentTo,
  joinInApp as join,
  JOIN_PASSWORD,
  solidPng,
  uniqueEmail,
  uniquePhone,
} from './support/members.js';

// The member web app, part 1 (issue: joining, the session, the profile and the settings): a
// new member joins, completes the profile, leaves and comes back, changes the password and
// deletes the account, on phone and desktop.

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Ajustes' }).click();
  await expect(page).toHaveURL(/\/web\/app\/settings$/);
}

async function signIn(page: Page, email: string, password: string, remember: boolean) {
  await page.goto(appPath.signIn);
  await page.getByLabel('Correo o teléfono').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  const rememberSwitch = page.getByRole('switch', { name: 'Recordar sesión' });
  if ((await rememberSwitch.isChecked()) !== remember) await rememberSwitch.click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/web\/app$/);
}

test('a new member joins by e-mail, completes the profile, comes back, changes the password and leaves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lucia');
  await join(page, { email }, 'Lucía');

  // The meter says what is missing.
  await expect(page.getByRole('heading', { name: 'Completa tu perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Elige 10 intereses más' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sube una foto de perfil' })).toBeVisible();

  // Ten interests.
  await page.getByRole('link', { name: 'Elige 10 intereses más' }).click();
  await expect(page).toHaveURL(/\/web\/app\/profile\/edit#intereses$/);
  const chips = page.locator('#intereses input[type="checkbox"]');
  for (let index = 0; index < 10; index += 1) await chips.nth(index * 3).check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil guardado.')).toBeVisible();

  // The avatar, through the crop step.
  await page.locator('#foto input[type="file"]').setInputFiles({
    name: 'yo.png',
    mimeType: 'image/png',
    buffer: solidPng(900, 600, [232, 80, 91]),
  });
  const crop = page.getByRole('dialog', { name: 'Recorta tu foto' });
  await expect(crop).toBeVisible();
  await crop.getByLabel('Zoom').fill('1.5');
  await crop.getByRole('button', { name: 'Usar foto' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();

  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(page.getByText('Perfil completo', { exact: true })).toBeVisible();

  // Sign out, then in with "Recordar sesión"; a reload keeps the session.
  await openSettings(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/web\/app\/welcome$/);
  await signIn(page, email, JOIN_PASSWORD, true);
  await page.reload();
  await expect(page).toHaveURL(/\/web\/app$/);
  await expect(page.getByRole('navigation', { name: 'Secciones' })).toBeVisible();

  // A forgotten password, changed through a code.
  await openSettings(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signed out once the server has the token back: leaving sooner would keep it.
  await expect(page).toHaveURL(/\/web\/app\/welcome$/);
  await page.goto(appPath.signIn);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByRole('textbox', { name: 'Código' }).fill(await codeSentTo(page.request, email));
  await page.getByRole('button', { name: 'Comprobar código' }).click();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('Otra-clave-2026');
  await page.getByLabel('Repite la contraseña').fill('Otra-clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada. Inicia sesión con la nueva.')).toBeVisible();
  await signIn(page, email, 'Otra-clave-2026', false);

  // Deleting the account, exactly as /web/info/delete-account says.
  await openSettings(page);
  await page.getByRole('link', { name: /Configuraciones de Perfil/ }).click();
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page).toHaveURL(/\/web\/app\/welcome$/);
  await expect(page.getByText('Tu cuenta se ha eliminado.')).toBeVisible();

  await page.goto(appPath.signIn);
  await page.getByLabel('Correo o teléfono').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Otra-clave-2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Correo o la contraseña invalida.');
});

test('a new member joins by phone, and a session not remembered lasts the tab', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  await join(page, { phone }, 'Marcos');
  await page.reload();
  await expect(page).toHaveURL(/\/web\/app\/profile$/);

  await openSettings(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/web\/app\/welcome$/);
  await signIn(page, phone, JOIN_PASSWORD, false);
  await page.reload();
  await expect(page).toHaveURL(/\/web\/app$/);

  // A new tab of the same browser does not have it; nothing was saved for good.
  const other = await page.context().newPage();
  await other.goto(appPath.profile);
  await expect(other).toHaveURL(/\/web\/app\/welcome\?next=%2Fapp%2Fprofile$/);
});

test('with phone sign-up off (PHONE_SIGNUP=off), joining and a forgotten password offer only the e-mail', async ({
  page,
}) => {
  // The server here runs with phone sign-up on; /api/info is answered as one with it off
  // would answer (the API's own 422 is a server test).
  const info = (await (await page.request.get('/api/info')).json()) as object;
  let answered = 0;
  await page.route('**/api/info', async (route) => {
    answered += 1;
    await route.fulfill({ json: { ...info, phoneSignup: false } });
  });
  await page.goto(appPath.home);
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correo', exact: true })).toBeVisible();
  // Once the page has the server's answer, the phone never shows.
  await expect.poll(() => answered).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('radio', { name: 'Teléfono' })).toHaveCount(0);
  await expect(page.getByText('¿Dónde quieres recibir el código?')).toHaveCount(0);

  await page.goto(`${appPath.home}/forgot-password`);
  await expect(page.getByRole('textbox', { name: 'Correo', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Teléfono' })).toHaveCount(0);
});
