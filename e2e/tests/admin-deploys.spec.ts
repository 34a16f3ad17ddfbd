import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import {
  APK_TYPE,
  fakeBuild,
  recordedProgress,
  recordProgress,
  throttleUploads,
  uniqueVersion,
  writeFakeBuild,
} from './support/deploys.js';
import { collectErrors } from './support/site.js';
import {
  adminPath,
  alertDialog,
  atAdmin,
  DEPLOY_LIMIT_BYTES,
  openSignedIn,
  sha256,
  STAFF,
  staffToken,
} from './support/staff.js';

// Uploads of several megabytes, on the phone as on the desktop.

test('an APK of several MB uploads with a moving progress bar, shows in both tables and downloads intact', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const version = uniqueVersion();
  const buildPath = testInfo.outputPath('antojo-e2e.apk');
  const build = await writeFakeBuild(buildPath, 6 * 1024 * 1024);

  await openSignedIn(page, await staffToken(request), adminPath.apkDeploys);
  await page.getByRole('link', { name: 'Crear Deploy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subir Deploy');

  await page.getByRole('radio', { name: /Android/ }).check();
  await page.getByLabel('Archivo', { exact: true }).setInputFiles(buildPath);
  await expect(page.getByText('antojo-e2e.apk')).toBeVisible();
  await page.getByLabel('Versión', { exact: true }).fill(version);

  // About two seconds for 6 MB: long enough to see the bar between 0 and 100.
  const unthrottle = await throttleUploads(page, 3 * 1024 * 1024);
  await recordProgress(page);
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/deploy') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();

  // While it uploads, everything is locked and the button turns.
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('Versión', { exact: true })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /IOS/ })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();

  expect((await uploaded).status()).toBe(200);
  await unthrottle();
  await expect(page).toHaveURL(atAdmin.apkDeploys);
  await expect(page.getByRole('status')).toContainText(
    'Se ha subido el deploy satisfactoriamente!',
  );

  const progress = await recordedProgress(page);
  expect(progress, `progress seen: ${progress.join(', ')}`).toContain(100);
  expect(
    progress.some((value) => value > 0 && value < 100),
    `an intermediate value among ${progress.join(', ')}`,
  ).toBe(true);

  // The current version, from the API info.
  const current = page.getByRole('region', { name: 'Versiones actuales' });
  await expect(current.getByRole('row', { name: /Android APK/ })).toContainText(version);

  // The history: version, type, size, checksum, who.
  const history = page.getByRole('region', { name: 'Historial de deploys' });
  const row = history.getByRole('row').filter({ hasText: version });
  await expect(row).toContainText('Android APK');
  await expect(row).toContainText('6 MB');
  await expect(row).toContainText(sha256(build).slice(0, 12));
  await expect(row).toContainText(STAFF.firstname);

  // The file comes back with the bearer token, byte for byte.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Descargar Android APK ${version}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`antojo-apk-${version}.apk`);
  expect(sha256(await readFile(await download.path()))).toBe(sha256(build));
  expect(errors).toEqual([]);
});

test('the form: the type decides the file, a wrong file is cleared, invalid fields get focus', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await staffToken(request), adminPath.apkDeployCreate);
  const file = page.getByLabel('Archivo', { exact: true });
  const version = page.getByLabel('Versión', { exact: true });

  // Nothing filled: the first invalid field takes the focus and the errors show.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(file).toBeFocused();
  await expect(page.getByText('Campo requerdio.')).toHaveCount(2);

  // Android takes only its package type.
  await expect(file).toHaveAttribute('accept', `${APK_TYPE},.apk`);
  await file.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(page.getByText('El archivo no es un paquete de Android (.apk).')).toBeVisible();
  await expect(page.getByText('notas.txt')).toHaveCount(0);
  await file.setInputFiles({ name: 'app.apk', mimeType: APK_TYPE, buffer: fakeBuild(1024) });
  await expect(page.getByText('app.apk')).toBeVisible();

  // Dropped files: only the first counts.
  const dropped = await page.evaluateHandle(`(() => {
    const files = new DataTransfer();
    files.items.add(new File(['PK'], 'primero.apk', { type: '${APK_TYPE}' }));
    files.items.add(new File(['PK'], 'segundo.apk', { type: '${APK_TYPE}' }));
    return files;
  })()`);
  await page.getByText('Arrastra el archivo aquí').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByText('primero.apk')).toBeVisible();
  await expect(page.getByText('segundo.apk')).toHaveCount(0);

  // Another type forgets the file; IOS takes the generic binary type.
  await page.getByRole('radio', { name: /IOS/ }).check();
  await expect(page.getByText('primero.apk')).toHaveCount(0);
  await expect(file).toHaveAttribute('accept', 'application/octet-stream,.ipa');
  await file.setInputFiles({ name: 'app.apk', mimeType: APK_TYPE, buffer: fakeBuild(1024) });
  await expect(page.getByText('El archivo no es un binario de iOS (.ipa).')).toBeVisible();
  await file.setInputFiles({
    name: 'app.ipa',
    mimeType: 'application/octet-stream',
    buffer: fakeBuild(1024),
  });
  await expect(page.getByText('app.ipa')).toBeVisible();

  // The SDK has no file at all.
  await page.getByRole('radio', { name: /API SDK/ }).check();
  await expect(page.getByLabel('Archivo', { exact: true })).toHaveCount(0);

  await version.fill('uno punto dos');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(version).toBeFocused();
  await expect(page.getByText('La versión debe ser como 1.8.3.')).toBeVisible();
});

test('a file over the deploy limit (413) shows the alert and the progress goes back to 0', async ({
  page,
  request,
}, testInfo) => {
  const tooLarge = testInfo.outputPath('demasiado-grande.apk');
  await writeFakeBuild(tooLarge, DEPLOY_LIMIT_BYTES + 1024 * 1024);
  await openSignedIn(page, await staffToken(request), adminPath.apkDeployCreate);
  await page.getByLabel('Archivo', { exact: true }).setInputFiles(tooLarge);
  await page.getByLabel('Versión', { exact: true }).fill(uniqueVersion());
  await page.getByRole('button', { name: 'Guardar' }).click();

  const alert = alertDialog(page, '¡Ups!. Hubo un error.');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Archivo demasiado grande.');
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
  // Back to the start: no progress, the form usable again, still on it.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  await expect(page).toHaveURL(/\/apk-deploys\/create$/);
});

test('a version lower than the current one asks first: Cancelar keeps it, confirming replaces it', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const token = await staffToken(request);
  const current = uniqueVersion();
  const published = await request.post('/api/admin/deploy', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      appType: 'ios',
      version: current,
      file: { name: 'antojo.ipa', mimeType: 'application/octet-stream', buffer: fakeBuild(4096) },
    },
  });
  expect(published.status(), await published.text()).toBe(200);

  const buildPath = testInfo.outputPath('antojo-anterior.ipa');
  await writeFakeBuild(buildPath, 64 * 1024);
  await openSignedIn(page, token, adminPath.apkDeployCreate);
  await page.getByRole('radio', { name: /IOS/ }).check();
  await page.getByLabel('Archivo', { exact: true }).setInputFiles(buildPath);
  const version = page.getByLabel('Versión', { exact: true });
  await version.fill('1.10.0');
  await page.getByRole('button', { name: 'Guardar' }).click();

  const reason = `La versión 1.10.0 es anterior a la actual de iOS APK (${current}).`;
  const question = alertDialog(page, '¿Subir una versión anterior?');
  await expect(question).toBeVisible();
  await expect(question).toContainText(reason);
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  // A question, not a failure: no 'Hubo un problema' alert besides it.
  await expect(alertDialog(page, 'Hubo un problema')).toHaveCount(0);

  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(version).toBeFocused();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).toHaveURL(/\/apk-deploys\/create$/);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(question).toBeVisible();
  const confirmedUpload = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/deploy') && response.request().method() === 'POST',
  );
  await question.getByRole('button', { name: 'Subir igualmente' }).click();
  // The same version the API refused a moment ago: accepted, so the form sent the confirmation.
  expect((await confirmedUpload).status()).toBe(200);

  await expect(page).toHaveURL(atAdmin.apkDeploys);
  await expect(page.getByRole('status')).toContainText(
    'Se ha subido el deploy satisfactoriamente!',
  );
  const versions = page.getByRole('region', { name: 'Versiones actuales' });
  await expect(versions.getByRole('row', { name: /iOS APK/ })).toContainText('1.10.0');
  expect(errors).toEqual([]);
});
