import { expect, test } from '@playwright/test';
import { openSignedIn, signUpMember, type ApiSession } from './support/staff.js';

// The plans in the member app, part 1: a member hosts one through Crear; another finds it in
// Descubrir and asks to join (through the API until the activity page arrives); the host sees
// the request behind the bell and accepts it.

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

test('a plan made in Crear is found in Descubrir, and its request is answered from the bell', async ({
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

  // Among the host's chats, as organiser.
  await expect(page).toHaveURL(/\/web\/app\/chats$/);
  const mine = page.getByRole('article').filter({ hasText: description });
  await expect(mine).toContainText('Organizas tú');
  await expect(mine).toContainText('Pádel');
  await expect(mine).toContainText('2 h');
  await expect(mine).toContainText('Quedan 3 plazas de 3');

  // The guest finds it in Descubrir, in their city.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await openSignedIn(guestPage, guest.token, '/web/app');
  await expect(guestPage.getByRole('article').filter({ hasText: description })).toContainText(
    'Organiza Irene',
  );

  // The guest asks to join; the host's bell shows it and the host accepts.
  const activities = (await (
    await request.get('/api/activity?filter=' + encodeURIComponent(JSON.stringify({})), {
      headers: auth(guest),
    })
  ).json()) as { data: Array<{ id: number; description: string }> };
  const plan = activities.data.find((activity) => activity.description === description)!;
  const concepts = (await (await request.get('/api/concept')).json()) as Array<{
    code: string;
    options: Array<{ id: number }>;
  }>;
  const matchType = concepts.find((concept) => concept.code === 'petitions_types')!.options.at(-1)!;
  const asked = await request.post('/api/petition', {
    headers: auth(guest),
    multipart: {
      petition_type_option_id: String(matchType.id),
      to_user_id: String(host.user.id),
      activity: String(plan.id),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Notificaciones, 1 nuevas' })).toBeVisible();
  await page.getByRole('link', { name: 'Notificaciones, 1 nuevas' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Hugo quiere unirse a tu plan' });
  await expect(card).toContainText(description);
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Nada nuevo por aquí')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();

  // The guest now has it among their chats.
  await guestPage.goto('/web/app/chats');
  await expect(guestPage.getByRole('article').filter({ hasText: description })).toContainText(
    'Vas',
  );
  await guestContext.close();
});
