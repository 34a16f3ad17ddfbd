import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, hostAt } from './support/map.js';
import { openSignedIn, signUpMember, type ApiSession } from './support/staff.js';

// Blocking, as a member meets it: Ana blocks Bruno from his profile; his plan and profile stop
// existing for her, his messages in a plan they share are signed "Usuario bloqueado", and she
// unblocks him from Ajustes.

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

async function join(request: APIRequestContext, guest: ApiSession, host: ApiSession, id: number) {
  const concepts = (await (await request.get('/api/concept')).json()) as Array<{
    code: string;
    options: Array<{ id: number }>;
  }>;
  const match = concepts.find((concept) => concept.code === 'petitions_types')!.options[0]!.id;
  const asked = await request.post('/api/petition', {
    headers: auth(guest),
    multipart: {
      petition_type_option_id: String(match),
      to_user_id: String(host.user.id),
      activity: String(id),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const petition = (await asked.json()) as { id: number };
  const accepted = await request.post(`/api/petition/${petition.id}`, {
    headers: auth(host),
    multipart: { acepted: '1' },
  });
  expect(accepted.status()).toBe(200);
  return petition.id;
}

test('a member blocks another from his profile, stops seeing him, and unblocks him from Ajustes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const [ana, bruno, carmen] = await Promise.all([
    signUpMember(request, { email: `bloquea-${stamp}@antojo.test`, firstname: 'Ana' }),
    signUpMember(request, { email: `bloqueado-${stamp}@antojo.test`, firstname: 'Bruno' }),
    signUpMember(request, { email: `anfitriona-${stamp}@antojo.test`, firstname: 'Carmen' }),
  ]);
  const city = (await citiesByName(request)).get(
    testInfo.project.name === 'phone' ? 'Huesca' : 'Zamora',
  )!;
  const brunosPlan = await hostAt(request, bruno, {
    description: `Pádel con Bruno ${stamp}`,
    city,
    lat: city.lat,
    lon: city.lon,
  });
  // Carmen's plan has both of them, and Bruno has written in its chat.
  const shared = await hostAt(request, carmen, {
    description: `Cena de Carmen ${stamp}`,
    city,
    lat: city.lat + 0.01,
    lon: city.lon,
  });
  await join(request, ana, carmen, shared.id);
  const brunosPlace = await join(request, bruno, carmen, shared.id);
  const wrote = await request.post(`/api/match/${brunosPlace}/message`, {
    headers: auth(bruno),
    multipart: { message: `¿Quién trae el postre? ${stamp}` },
  });
  expect(wrote.status()).toBe(200);

  // Ana blocks Bruno from his profile.
  await openSignedIn(page, ana.token, `/web/app/u/${bruno.user.id}`);
  await page.getByRole('button', { name: 'Bloquear a Bruno' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Bloquear a Bruno?' });
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Has bloqueado a Bruno.')).toBeVisible();
  await expect(page).toHaveURL(/\/web\/app$/);

  // His plan and his profile no longer exist for her.
  await page.goto(`/web/app/a/${brunosPlan.id}`);
  await expect(page.getByRole('heading', { name: 'Este plan ya no existe' })).toBeVisible();
  await page.goto(`/web/app/u/${bruno.user.id}`);
  await expect(page.getByRole('heading', { name: 'Este perfil no existe' })).toBeVisible();

  // In the plan they share, his message is still there, signed "Usuario bloqueado".
  await page.goto(`/web/app/chats/${shared.id}`);
  const messages = page.getByRole('list', { name: 'Mensajes' });
  const message = messages
    .getByRole('listitem')
    .filter({ hasText: `¿Quién trae el postre? ${stamp}` });
  await expect(message).toContainText('Usuario bloqueado');

  // Ajustes → Personas bloqueadas: Bruno, and "Desbloquear".
  await page.goto('/web/app/settings');
  await page.getByRole('link', { name: /Personas bloqueadas/ }).click();
  await expect(page).toHaveURL(/\/web\/app\/settings\/blocked$/);
  await page.getByRole('button', { name: 'Desbloquear a Bruno' }).click();
  await expect(page.getByRole('heading', { name: 'No has bloqueado a nadie' })).toBeVisible();
  await page.goto(`/web/app/u/${bruno.user.id}`);
  await expect(page.getByRole('button', { name: 'Bloquear a Bruno' })).toBeVisible();
});
