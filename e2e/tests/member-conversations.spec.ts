import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { channelJoined, collectErrors } from './support/live.js';
import { openSignedIn, signUpMember, type ApiSession } from './support/staff.js';

// Conversations and groups (decision 0026), three members: Ana writes to her friend Bruno from
// his profile and they talk privately, live, with receipts; she creates a group, invites Bruno
// and Carla, and the group's chat shows who is in it now (its presence channel) and carries
// their messages live.

/** The open chat's messages. */
const messages = (page: Page) => page.getByRole('list', { name: 'Mensajes' });

/** The two ask each other: friends, through the API. */
async function befriend(request: APIRequestContext, a: ApiSession, b: ApiSession) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const asked = await request.post(`/api/user/${to.user.id}/friend`, {
      headers: { authorization: `Bearer ${from.token}` },
    });
    expect(asked.status()).toBe(200);
  }
}

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await page.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
  await expect(messages(page).getByText(text)).toBeVisible();
}

test('friends talk privately live, then chat as a group that shows who is here', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const [ana, bruno, carla] = await Promise.all([
    signUpMember(request, { email: `charla-ana-${stamp}@antojo.test`, firstname: 'Ana' }),
    signUpMember(request, { email: `charla-bruno-${stamp}@antojo.test`, firstname: 'Bruno' }),
    signUpMember(request, { email: `charla-carla-${stamp}@antojo.test`, firstname: 'Carla' }),
  ]);
  await befriend(request, ana, bruno);
  await befriend(request, ana, carla);
  const errors: string[] = [];

  // Bruno has his conversations open.
  const brunoContext = await browser.newContext();
  const brunoPage = await brunoContext.newPage();
  collectErrors(brunoPage, errors);
  const brunoLive = channelJoined(brunoPage, 'private-conversation-message-new.');
  await openSignedIn(brunoPage, bruno.token, '/web/app/chats?lista=personas');
  await brunoLive;
  await expect(brunoPage.getByText('Aún no hablas con nadie')).toBeVisible();

  // Ana writes to him from his profile.
  collectErrors(page, errors);
  const anaLive = channelJoined(page, 'private-conversation-read.');
  await openSignedIn(page, ana.token, `/web/app/u/${bruno.user.id}`);
  await anaLive;
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(/\/web\/app\/chats\/c\/\d+$/);
  await expect(page.getByRole('region', { name: 'Conversación privada' })).toContainText('Bruno');
  await write(page, '¿Pádel mañana a las diez?');

  // Bruno's list shows it at once, unread; he opens it, reads it and answers.
  const row = brunoPage.getByRole('link', { name: /Ana/ });
  await expect(row).toContainText('¿Pádel mañana a las diez?');
  await expect(row.getByLabel('1 sin leer')).toBeVisible();
  await row.click();
  await expect(messages(brunoPage).getByText('¿Pádel mañana a las diez?')).toBeVisible();
  // Read on screen: Ana's message shows the receipt.
  await expect(
    messages(page).getByRole('listitem').filter({ hasText: '¿Pádel mañana a las diez?' }),
  ).toContainText('Leído');
  await write(brunoPage, '¡Vale! Llevo las palas.');
  await expect(messages(page).getByText('¡Vale! Llevo las palas.')).toBeVisible();

  // Ana creates a public group and invites both friends.
  await page.goto('/web/app/groups/new');
  const groupName = `Pádel de los jueves ${stamp % 10_000}`;
  await page.getByRole('textbox', { name: 'Nombre' }).fill(groupName);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Partidos al salir del trabajo.');
  await page.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByText('Eres la propietaria')).toBeVisible();
  await page.getByRole('button', { name: 'Invitar a amigos' }).click();
  const sheet = page.getByRole('dialog', { name: 'Invitar a amigos' });
  await sheet.getByRole('checkbox', { name: 'Bruno' }).check();
  await sheet.getByRole('checkbox', { name: 'Carla' }).check();
  await sheet.getByRole('button', { name: 'Invitar (2)' }).click();
  await expect(page.getByText('Invitaciones enviadas: 2.')).toBeVisible();

  // Bruno hears of it, and joins from Grupos.
  await expect(brunoPage.getByText('Te han invitado a un grupo.')).toBeVisible();
  await brunoPage.goto('/web/app/groups');
  const invitations = brunoPage.getByRole('region', { name: 'Invitaciones' });
  await expect(invitations).toContainText(groupName);
  await expect(invitations).toContainText('Te invita Ana');
  await invitations.getByRole('button', { name: 'Unirme' }).click();
  await expect(brunoPage.getByRole('region', { name: 'Tus grupos' })).toContainText(groupName);

  // Carla joins from her app.
  const carlaContext = await browser.newContext();
  const carlaPage = await carlaContext.newPage();
  collectErrors(carlaPage, errors);
  await openSignedIn(carlaPage, carla.token, '/web/app/groups');
  await carlaPage
    .getByRole('region', { name: 'Invitaciones' })
    .getByRole('button', { name: 'Unirme' })
    .click();
  await carlaPage.getByRole('region', { name: 'Tus grupos' }).getByText(groupName).click();
  const members = carlaPage.getByRole('list', { name: 'Miembros' });
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(members).toContainText('Propietario');

  // Ana opens the group's chat: alone there at first.
  await page.reload();
  const anaPresence = channelJoined(page, 'presence-group.');
  await page.getByRole('link', { name: 'Abrir el chat' }).click();
  await anaPresence;
  const presence = page.getByTestId('presence');
  await expect(presence).toContainText('3 miembros');
  await expect(presence).toContainText('Solo tú en el chat ahora');

  // Bruno opens it too: Ana sees him arrive.
  await brunoPage.goto('/web/app/chats?lista=personas');
  await brunoPage.getByRole('link', { name: new RegExp(groupName) }).click();
  await expect(presence).toContainText('2 en el chat ahora');
  await write(brunoPage, '¡Hola grupo!');
  await expect(messages(page).getByText('¡Hola grupo!')).toBeVisible();
  await expect(messages(page)).toContainText('Bruno');
  await write(page, 'Jueves a las siete en el club.');
  await expect(messages(brunoPage).getByText('Jueves a las siete en el club.')).toBeVisible();

  // Bruno leaves the chat: Ana is alone again.
  await brunoPage.goto('/web/app/groups');
  await expect(presence).toContainText('Solo tú en el chat ahora');

  expect(errors).toEqual([]);
  await brunoContext.close();
  await carlaContext.close();
});
