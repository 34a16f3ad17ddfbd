import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember, staffToken } from './support/staff.js';

// Reporting, end to end: Ana reports Bruno from his profile; the report reaches the staff
// queue with what was reported; staff suspend the account, and Bruno's open app signs him out
// at once; signing in again tells him why.

/** Resolves once the page's socket has joined its friendship channel (a session's channels). */
function liveJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('subscription_succeeded') && text.includes('"private-friendship.')) {
          resolve();
        }
      });
    });
  });
}

test('a report reaches the staff queue; staff suspend the account and its open app is signed out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const password = 'Miembro-e2e-1';
  const brunoEmail = `denunciado-${stamp}@antojo.test`;
  const [ana, bruno] = await Promise.all([
    signUpMember(request, { email: `denuncia-${stamp}@antojo.test`, firstname: 'Ana' }),
    signUpMember(request, { email: brunoEmail, firstname: `Bruno${stamp % 100000}` }),
  ]);
  const brunoName = bruno.user.firstname;

  // Bruno has the app open.
  const brunoContext = await browser.newContext();
  const brunoPage = await brunoContext.newPage();
  const joined = liveJoined(brunoPage);
  await openSignedIn(brunoPage, bruno.token, '/web/app');
  await joined;

  // Ana reports him from his profile.
  await openSignedIn(page, ana.token, `/web/app/u/${bruno.user.id}`);
  await page.getByRole('button', { name: `Denunciar a ${brunoName}` }).click();
  const sheet = page.getByRole('dialog', { name: `Denunciar a ${brunoName}` });
  await sheet.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(sheet.getByText('Elige un motivo.')).toBeVisible();
  await sheet.getByLabel('Perfil falso o suplantación').check();
  await sheet.getByLabel('Cuéntanos más (opcional)').fill('Pide dinero por privado');
  await sheet.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(
    page.getByText('Gracias por avisarnos. Lo revisaremos lo antes posible.'),
  ).toBeVisible();
  await expect(sheet).toBeHidden();

  // Staff find it in the queue, as reported, and suspend the account.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await openSignedIn(staffPage, await staffToken(request), '/web/administration/reports');
  await expect(staffPage.getByRole('heading', { name: 'Denuncias', level: 1 })).toBeVisible();
  const item = staffPage.getByRole('listitem').filter({ hasText: 'Pide dinero por privado' });
  await expect(item).toContainText('Perfil falso o suplantación');
  await expect(item).toContainText(brunoName);
  await item.getByRole('button', { name: 'Suspender cuenta' }).click();
  const decision = staffPage.getByRole('dialog', { name: `Suspender la cuenta de ${brunoName}` });
  await decision
    .getByLabel('Motivo (queda en el registro de moderación)')
    .fill('Cuenta falsa que pide dinero');
  await decision.getByRole('button', { name: 'Suspender cuenta' }).click();
  await expect(decision).toBeHidden();
  const log = staffPage.getByRole('region', { name: 'Registro de moderación' });
  await expect(log).toContainText('Suspendió la cuenta');
  await expect(log).toContainText('Cuenta falsa que pide dinero');

  // Bruno's open app signs him out at once, and signing in says why.
  await expect(brunoPage).toHaveURL(/\/web\/app\/welcome$/, { timeout: 10_000 });
  await brunoPage.goto('/web/app/sign-in');
  await brunoPage.getByLabel('Correo o teléfono').fill(brunoEmail);
  await brunoPage.getByLabel('Contraseña', { exact: true }).fill(password);
  await brunoPage.getByRole('button', { name: 'Iniciar sesión' }).click();
  const refused = brunoPage.getByRole('alertdialog', { name: 'Cuenta suspendida' });
  await expect(refused).toContainText('Tu cuenta está suspendida');

  await brunoContext.close();
  await staffContext.close();
});
