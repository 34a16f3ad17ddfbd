import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import { gradientPng } from './support/members.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// The profile editor beyond joining: the gallery (add, view, replace, delete) and a field
// emptied, which the API stores as none.

const picture = (from: [number, number, number], to: [number, number, number]) => ({
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: gradientPng(400, 300, from, to),
});

test('the gallery takes, shows, replaces and deletes photos; an emptied last name is gone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await signUpMember(request, {
    email: `galeria-${Date.now()}@antojo.test`,
    firstname: 'Rocío',
  });
  await openSignedIn(page, member.token, '/web/app/profile/edit');
  const gallery = page.getByRole('region', { name: 'Fotos' });

  // Add one.
  await gallery.locator('input[type="file"]').setInputFiles(picture([20, 80, 200], [90, 200, 240]));
  const first = gallery.getByRole('button', { name: 'Foto 1: ver, cambiar o eliminar' });
  await expect(first).toBeVisible();
  await expect(first.locator('img')).toHaveJSProperty('complete', true);

  // Open it at full size and replace it.
  await first.click();
  const sheet = page.getByRole('dialog', { name: 'Foto 1' });
  await expect(sheet.locator('img')).toBeVisible();
  const fileChooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: 'Cambiar' }).click();
  await (await fileChooser).setFiles(picture([200, 40, 60], [250, 180, 90]));
  await expect(sheet).toBeHidden();
  await expect(gallery.getByRole('button', { name: /^Foto \d: ver/ })).toHaveCount(1);

  // Delete it, after saying yes.
  await gallery.getByRole('button', { name: 'Foto 1: ver, cambiar o eliminar' }).click();
  await page
    .getByRole('dialog', { name: 'Foto 1' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(gallery.getByRole('button', { name: /^Foto \d: ver/ })).toHaveCount(0);

  // A last name set, then emptied: the API answers none and the profile shows only the name.
  const lastname = page.getByLabel('Apellidos (opcional)');
  await lastname.fill('Quintana');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil guardado.')).toBeVisible();
  await lastname.fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil guardado.')).toBeVisible();
  const stored = (await (
    await request.get(`/api/user/${member.user.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    })
  ).json()) as { lastname: string | null };
  expect(stored.lastname).toBeNull();
  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rocío' })).toBeVisible();
});

test('"Descargar mis datos" saves a ZIP with the member’s copy', async ({ page, request }) => {
  const member = await signUpMember(request, {
    email: `copia-${Date.now()}@antojo.test`,
    firstname: 'Mateo',
  });
  await openSignedIn(page, member.token, '/web/app/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Descargar mis datos/ }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await saved.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  // The archive's directory names its files; the explanation and the profile are among them.
  expect(bytes.includes(Buffer.from('LEEME.txt'))).toBe(true);
  expect(bytes.includes(Buffer.from('perfil.json'))).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: 'Tu copia se ha descargado.' }),
  ).toHaveCount(1);
});

test('"Valorar la app" sends stars and words, and lists them under the member’s own', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, {
    email: `opina-${Date.now()}@antojo.test`,
    firstname: 'Elena',
  });
  await openSignedIn(page, member.token, '/web/app/settings/feedback');
  await expect(page.getByText('Aún no has valorado la app.')).toBeVisible();

  // Nothing chosen: both rules speak.
  await page.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(page.getByText('Elige de 1 a 5 estrellas.')).toBeVisible();
  await expect(page.getByText('Campo requerdio.')).toBeVisible();

  // A tap on the fourth star (its radio button is drawn by the star itself).
  await page.locator('label').filter({ hasText: '4 estrellas' }).click();
  await expect(page.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  await page
    .getByLabel('¿Qué te parece la app?')
    .fill('Muy útil para encontrar gente con quien salir a correr.');
  await page.getByRole('button', { name: 'Enviar valoración' }).click();
  await expect(page.getByText('¡Gracias!', { exact: false })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Tus valoraciones' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Muy útil para encontrar gente');
  await expect(mine.getByLabel('4 de 5 estrellas')).toBeVisible();
});
