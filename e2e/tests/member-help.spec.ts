import { expect, test } from './support/test.js';
import { collectErrors } from './support/live.js';
import { adminPath, openSignedIn, signUpMember, staffMenu, staffToken } from './support/staff.js';

// Ayuda (issue 35): a member writes to the team from the app; staff see it in their screen,
// answer it by mail and mark it handled, and the member sees that. Someone who cannot sign in
// finds the answers and the team's address there too, from every page that says "escríbenos".

test('the Ayuda form reaches staff, who mark it handled; the member sees it was', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const stamp = Date.now();
  const email = `ayuda-${testInfo.project.name}-${stamp}@antojo.test`;
  const member = await signUpMember(request, { email, firstname: 'Irene' });

  // From Ajustes.
  collectErrors(page, errors);
  await openSignedIn(page, member.token, '/web/app/settings');
  await page.getByRole('link', { name: /^Ayuda/ }).click();
  await expect(page).toHaveURL(/\/web\/app\/help$/);
  await expect(page.getByRole('heading', { name: 'Ayuda', level: 1 })).toBeVisible();
  // An answer names the lists that make a profile complete.
  await page.getByText('¿Qué necesita un perfil completo?').click();
  await expect(page.getByText(/«Ejercicio que practico».*«Mascotas»/)).toBeVisible();

  const form = page.getByRole('form', { name: 'Escribir al equipo' });
  await expect(form).toContainText(`Te contestaremos a tu correo, ${email}.`);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByText('Elige de qué se trata.')).toBeVisible();
  await form.getByLabel('¿De qué se trata?').selectOption({ label: 'Move, Premium y pagos' });
  const words = `No encuentro dónde cancelar Premium (${stamp})`;
  await form.getByLabel('Tu mensaje').fill(words);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByRole('status')).toContainText('Mensaje enviado.');
  const mine = page.getByRole('region', { name: 'Tus mensajes al equipo' });
  await expect(mine.getByRole('listitem').filter({ hasText: words })).toContainText('Pendiente');

  // Staff, at a desk, find it in their screen and answer it.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await desk.newPage();
  collectErrors(staffPage, errors);
  await openSignedIn(staffPage, await staffToken(request), adminPath.dashboard);
  await (await staffMenu(staffPage)).getByRole('link', { name: 'Ayuda y opiniones' }).click();
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Ayuda y opiniones');
  const queue = staffPage.getByRole('region', { name: 'Mensajes de Ayuda' });
  const item = queue.getByRole('listitem').filter({ hasText: words });
  await expect(item).toContainText('Irene · Move, Premium y pagos');
  await expect(item).toContainText(`Miembro n.º ${member.user.id}`);
  await expect(item.getByRole('link', { name: `Responder a ${email}` })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=`),
  );
  await item.getByRole('button', { name: 'Marcar como atendido' }).click();
  await expect(queue.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
  await queue.getByRole('button', { name: 'Atendidos' }).click();
  await expect(queue.getByRole('listitem').filter({ hasText: words })).toContainText('Atendido el');
  await desk.close();

  // The member sees it was handled.
  await page.reload();
  await expect(mine.getByRole('listitem').filter({ hasText: words })).toContainText('Atendido el');
  expect(errors).toEqual([]);
});

test('someone who cannot sign in finds Ayuda from the pages that say «escríbenos»', async ({
  page,
}) => {
  const errors: string[] = [];
  collectErrors(page, errors);
  for (const path of [
    '/web/terms-and-conditions',
    '/web/privacy-and-security-polices',
    '/web/info/delete-account',
  ]) {
    await page.goto(path);
    const links = page.getByRole('main').getByRole('link', { name: 'Ayuda', exact: true });
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', '/web/app/help');
    }
  }
  await page.getByRole('main').getByRole('link', { name: 'Ayuda', exact: true }).first().click();
  await expect(page).toHaveURL(/\/web\/app\/help$/);
  await expect(page.getByRole('heading', { name: 'Ayuda', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await page.getByText('Mi cuenta está suspendida').click();
  await expect(page.getByRole('link', { name: /^soporte@/ }).first()).toHaveAttribute(
    'href',
    /^mailto:soporte@/,
  );
  // No form for a guest: a way to sign in that comes back here.
  await expect(page.getByRole('form', { name: 'Escribir al equipo' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/web/app/sign-in?next=%2Fapp%2Fhelp',
  );
  expect(errors).toEqual([]);
});
