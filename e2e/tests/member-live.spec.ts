import { type Page, type WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, moveTo } from './support/map.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Two members in two browsers, everything live: A hosts a plan through Crear; B finds it in
// Descubrir by discipline and distance and on the Mapa tab, and asks to join; A sees the request
// arrive without reloading and accepts; B sees the answer without reloading; they chat both ways
// with read receipts; B loses the connection while A writes, comes back and gets the missed
// messages once, in order; B leaves; the counters match.

/** The open chat's list of messages. */
const chatList = (page: Page) => page.getByRole('list', { name: 'Mensajes' });

/** The messages of the open chat, in the order shown. */
const shown = (page: Page) => chatList(page).getByRole('paragraph');

/** One message of the open chat, with its time and receipt. */
const bubble = (page: Page, text: string) =>
  chatList(page).getByRole('listitem').filter({ hasText: text });

async function texts(page: Page, candidates: string[]) {
  const all = await shown(page).allInnerTexts();
  return all.filter((text) => candidates.includes(text));
}

test('request, answer and chat arrive live between two members; a break loses nothing', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `vivo-anfitrion-${stamp}@antojo.test`,
    firstname: 'Alba',
  });
  const guest = await signUpMember(request, {
    email: `vivo-invitado-${stamp}@antojo.test`,
    firstname: 'Bruno',
  });
  const description = `Running junto al río ${stamp}`;
  // Both live in a city where no other test plans (one a project: the server is shared), so
  // the plan is alone on the map there.
  const home = testInfo.project.name === 'phone' ? 'Lugo' : 'Ávila';
  const homeCity = (await citiesByName(request)).get(home)!;
  await moveTo(request, host, homeCity);
  await moveTo(request, guest, homeCity);

  // A hosts the plan through Crear.
  await openSignedIn(page, host.token, '/web/app/create');
  await page.getByLabel('¿Qué te apetece hacer?').fill(description);
  await page.getByRole('radio', { name: 'Deporte' }).check();
  await page.getByLabel('Disciplina').selectOption({ label: 'Running' });
  await page.getByLabel('Duración').selectOption({ label: '1 h' });
  await page.getByLabel('Plazas').fill('3');
  await page.getByRole('button', { name: 'Crear plan' }).click();
  await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
  const planPath = new URL(page.url()).pathname;
  const activityId = Number(planPath.split('/').at(-1));

  // A waits on the bell's page; nothing there yet.
  await page.getByRole('link', { name: 'Notificaciones', exact: true }).click();
  await expect(page.getByText('Nada nuevo por aquí')).toBeVisible();

  // B opens the plan and asks.
  const guestContext = await browser.newContext();
  // B's realtime socket goes through the test, so that it can be cut: the browser's offline
  // mode stops requests but leaves an open WebSocket alone.
  let guestOnline = true;
  const guestSockets: WebSocketRoute[] = [];
  await guestContext.routeWebSocket(/\/app\//, (socket) => {
    if (!guestOnline) return void socket.close({ code: 1001 });
    socket.connectToServer();
    guestSockets.push(socket);
  });
  const guestPage = await guestContext.newPage();
  // B finds it in Descubrir: running, nearest first, within 10 km of the city's centre
  // (where Crear puts a plan unless a place is picked), the search in the address.
  const city = homeCity;
  await openSignedIn(
    guestPage,
    guest.token,
    `/web/app?disciplina=running&cerca=${city.lat.toFixed(3)},${city.lon.toFixed(3)}&km=10&orden=cerca`,
  );
  const found = guestPage
    .getByRole('region', { name: /^Planes / })
    .getByRole('article')
    .filter({ hasText: description });
  await expect(found).toContainText('Organiza Alba');

  // And on the Mapa tab, which opens on B's city: its pin leads to the plan.
  await guestPage.getByRole('link', { name: 'Mapa', exact: true }).click();
  await guestPage
    .getByRole('button', { name: new RegExp(`^${description}`) })
    .click({ timeout: 20_000 });
  await guestPage
    .getByRole('region', { name: 'Plan seleccionado' })
    .getByRole('link', { name: `Ver el plan: ${description}` })
    .click();
  await expect(guestPage).toHaveURL(new RegExp(`${planPath}$`));
  await guestPage.getByRole('button', { name: 'Pedir unirme' }).click();
  await expect(guestPage.getByText('Solicitud enviada.')).toBeVisible();

  // A sees it arrive, with the bell's count, and accepts it: no reload.
  await expect(page.getByRole('link', { name: 'Notificaciones, 1 nueva' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Bruno quiere unirse a tu plan' });
  await expect(card).toContainText(description);
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();

  // B sees the answer on the plan's page: no reload.
  await expect(guestPage.getByText('¡Vas a este plan!')).toBeVisible();
  await expect(guestPage.getByText('¡Te han aceptado en un plan!')).toBeVisible();
  await expect(guestPage.getByRole('article')).toContainText('Quedan 2 plazas de 3');

  // Both open the chat.
  await page.goto(`/web/app/chats/${activityId}`);
  await guestPage
    .getByRole('region', { name: 'Tu plaza' })
    .getByRole('link', { name: 'Abrir chat' })
    .click();
  await expect(guestPage.getByText('Aún no hay mensajes', { exact: true })).toBeVisible();

  // A writes; B reads it; A sees the receipt.
  await page
    .getByRole('textbox', { name: 'Mensaje' })
    .fill('¡Hola Bruno! Quedamos en la Puerta de Alcalá.');
  await page.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
  await expect(
    shown(guestPage).getByText('¡Hola Bruno! Quedamos en la Puerta de Alcalá.'),
  ).toBeVisible();
  await expect(shown(guestPage).getByText('Alba', { exact: true })).toBeVisible();
  await expect(shown(page).getByText(/· Leído/)).toBeVisible();

  // B answers; A reads it; B sees the receipt.
  await guestPage.getByRole('textbox', { name: 'Mensaje' }).fill('Perfecto, allí estaré.');
  await guestPage.getByRole('button', { name: 'Enviar' }).click();
  await expect(shown(page).getByText('Perfecto, allí estaré.')).toBeVisible();
  await expect(bubble(guestPage, 'Perfecto, allí estaré.')).toContainText('Leído');

  // B loses the connection; A writes twice meanwhile.
  guestOnline = false;
  await guestContext.setOffline(true);
  for (const socket of guestSockets.splice(0)) await socket.close({ code: 1001 });
  await expect(guestPage.getByText(/reconectando/)).toBeVisible({ timeout: 30_000 });
  const missed = ['Llevo agua para todos.', 'Y una cinta de correr, por si llueve.'];
  for (const text of missed) {
    await page.getByRole('textbox', { name: 'Mensaje' }).fill(text);
    await page.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
    await expect(shown(page).getByText(text)).toBeVisible();
  }
  await expect(shown(guestPage).getByText(missed[0]!)).toHaveCount(0);

  // B is back: both missed messages, once each, in order, after the earlier ones.
  guestOnline = true;
  await guestContext.setOffline(false);
  await expect(shown(guestPage).getByText(missed[1]!)).toBeVisible({ timeout: 30_000 });
  const everything = [
    '¡Hola Bruno! Quedamos en la Puerta de Alcalá.',
    'Perfecto, allí estaré.',
    ...missed,
  ];
  expect(await texts(guestPage, everything)).toEqual(everything);
  // Seen on screen, so read: A's last message shows it.
  await expect(bubble(page, missed[1]!)).toContainText('Leído');

  // The chat list agrees: nothing unread on either side.
  await guestPage.getByRole('link', { name: 'Chats', exact: true }).click();
  // On a wide screen the open chat sits beside the list, with a link to its plan: the list's
  // own entry is the link to the chat.
  await expect(guestPage).toHaveURL(/\/web\/app\/chats$/);
  const guestChat = guestPage.locator(`a[href="/web/app/chats/${activityId}"]`);
  await expect(guestChat).toContainText(missed[1]!);
  await expect(guestChat.getByLabel(/sin leer/)).toHaveCount(0);

  // B leaves; A's page shows the place free again.
  await guestPage.goto(planPath);
  await guestPage.getByRole('button', { name: 'Salir' }).click();
  await guestPage.getByRole('alertdialog').getByRole('button', { name: 'Salir' }).click();
  await expect(guestPage.getByRole('button', { name: 'Pedir unirme' })).toBeVisible();
  await page.goto(planPath);
  await expect(page.getByRole('article')).toContainText('Quedan 3 plazas de 3');
  // The counters match the data: no request waiting, nothing unread.
  const me = await request.get(`/api/user/${host.user.id}`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect(await me.json()).toMatchObject({ matchesCount: 0, messagesCount: 0 });
  await expect(page.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();
  await guestContext.close();
});
