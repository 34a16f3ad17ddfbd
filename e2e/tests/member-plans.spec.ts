import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// The plans in the member app, part 1: a member hosts one through Crear; another finds it in
// Descubrir, opens it and asks to join; the host accepts behind the bell; the guest leaves; the
// host edits it and deletes it.

test('a plan made in Crear is found, asked for on its page, accepted from the bell, left, edited and deleted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `anfitrion-${stamp}@antojo.test`,
    firstname: 'Irene',
  });
  const guest = await signUpMember(request, {
    email: `invitado-${stamp}@antojo.test`,
    firstname: 'Hugo',
  });
  const description = `Pádel en el parque ${stamp}`;

  await openSignedIn(page, host.token, '/web/app/create');
  await page.getByLabel('¿Qué te apetece hacer?').fill(description);
  await page.getByRole('radio', { name: 'Deporte' }).check();
  await page.getByLabel('Disciplina').selectOption({ label: 'Pádel' });
  await page.getByLabel('Nivel (opcional)').selectOption({ label: 'Intermedio' });
  await page.getByLabel('Duración').selectOption({ label: '2 h' });
  await page.getByLabel('Plazas').fill('3');
  await page.getByLabel('Lugar (opcional)').fill('Parque del Oeste');
  await page.getByRole('button', { name: 'Crear plan' }).click();

  // Its page, as organiser; and among the host's chats.
  await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
  const planUrl = page.url();
  await expect(page.getByText('Organizas tú este plan.')).toBeVisible();
  const mine = page.getByRole('article').filter({ hasText: description });
  await expect(mine).toContainText('Pádel');
  await expect(mine).toContainText('2 h');
  await expect(mine).toContainText('Quedan 3 plazas de 3');
  await page.getByRole('link', { name: 'Chats', exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(description) })).toContainText(
    'Organizas tú',
  );

  // The guest finds it in Descubrir's list, in their city (starting within three hours, it is
  // in "ahora" above the list as well).
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await openSignedIn(guestPage, guest.token, '/web/app');
  const found = guestPage
    .getByRole('region', { name: /^Planes / })
    .getByRole('article')
    .filter({ hasText: description });
  await expect(found).toContainText('Organiza Irene');

  // The guest opens it and asks to join; a request can be taken back, then sent again.
  await found.getByRole('link', { name: description }).click();
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText('Plan');
  await guestPage.getByRole('button', { name: 'Pedir unirme' }).click();
  await expect(guestPage.getByText('Solicitud enviada.')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Cancelar solicitud' }).click();
  await guestPage.getByRole('button', { name: 'Pedir unirme' }).click();
  await expect(guestPage.getByText('Solicitud enviada.')).toBeVisible();

  // The host sees it behind the bell and accepts it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Notificaciones, 1 nueva' })).toBeVisible();
  await page.getByRole('link', { name: 'Notificaciones, 1 nueva' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Hugo quiere unirse a tu plan' });
  await expect(card).toContainText(description);
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();

  // The guest is in, has it among their chats, and can leave after saying yes.
  await guestPage.reload();
  await expect(guestPage.getByText('¡Vas a este plan!')).toBeVisible();
  await expect(guestPage.getByRole('article')).toContainText('Quedan 2 plazas de 3');
  await guestPage.goto('/web/app/chats');
  const joined = guestPage.getByRole('link', { name: new RegExp(description) });
  await expect(joined).toContainText('Organiza Irene');
  await joined.click();
  await guestPage.getByRole('link', { name: /Ver el plan/ }).click();
  await guestPage.getByRole('button', { name: 'Salir' }).click();
  await guestPage.getByRole('alertdialog').getByRole('button', { name: 'Salir' }).click();
  await expect(guestPage.getByRole('button', { name: 'Pedir unirme' })).toBeVisible();
  await guestContext.close();

  // The host goes back to the plan's page.
  await page.goto(planUrl);
  await expect(page.getByText('Organizas tú este plan.')).toBeVisible();

  // The host edits it: the form starts from the plan; the page shows the change.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar plan');
  await expect(page.getByLabel('¿Qué te apetece hacer?')).toHaveValue(description);
  await expect(page.getByLabel('Disciplina')).toHaveValue(/\d+/);
  await page.getByLabel('¿Qué te apetece hacer?').fill(`${description}, con bolas nuevas`);
  await page.getByLabel('Plazas').fill('5');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan');
  await expect(page.getByRole('article')).toContainText(`${description}, con bolas nuevas`);
  await expect(page.getByRole('article')).toContainText('Quedan 5 plazas de 5');

  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/web\/app\/chats$/);
  await expect(page.getByRole('link', { name: new RegExp(description) })).toHaveCount(0);
});
