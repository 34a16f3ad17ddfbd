import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, moveTo } from './support/map.js';
import { openSignedIn, signUpMember } from './support/staff.js';
import { collectErrors } from './support/live.js';

// The Mapa de deseos, two members: B looks at an area; A publishes a wish there; B sees it
// appear live and says "¡Me apunto!"; A sees the answer live, turns the wish into a plan, and
// B is in it (told live); the wish leaves B's map.

/**
 * Resolves once the page's socket has joined a wish cell's channel: the server confirmed the
 * subscription, so an event published from now on reaches it.
 */
function wishCellJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('subscription_succeeded') && text.includes('"wishes.')) resolve();
      });
    });
  });
}

test('a wish published live, answered, seen answered, and turned into a plan the answerer is in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const wisher = await signUpMember(request, {
    email: `deseo-${stamp}@antojo.test`,
    firstname: 'Alicia',
  });
  const answerer = await signUpMember(request, {
    email: `deseo-b-${stamp}@antojo.test`,
    firstname: 'Bernardo',
  });
  // A city no other test uses (one a project: the server is shared).
  const home = (await citiesByName(request)).get(
    testInfo.project.name === 'phone' ? 'Las Palmas de Gran Canaria' : 'Girona',
  )!;
  expect(home).toBeDefined();
  await moveTo(request, wisher, home);
  await moveTo(request, answerer, home);
  const text = `¿Unas cañas y charlar un rato? ${stamp}`;
  const errors: string[] = [];
  const watch = (target: Page) => collectErrors(target, errors);

  // B looks at the wishes of their city, following its cells live.
  const answererContext = await browser.newContext();
  const answererPage = await answererContext.newPage();
  watch(answererPage);
  const joined = wishCellJoined(answererPage);
  await openSignedIn(answererPage, answerer.token, '/web/app/map?capas=deseos');
  await expect(answererPage.getByRole('button', { name: 'Deseos', pressed: true })).toBeVisible();
  await expect(answererPage.getByRole('button', { name: 'Planes', pressed: false })).toBeVisible();
  await joined;

  // A publishes a wish at the centre of the same map.
  watch(page);
  await openSignedIn(page, wisher.token, '/web/app/map');
  await page.getByRole('button', { name: 'Publicar deseo' }).click();
  const form = page.getByRole('dialog', { name: 'Publicar deseo' });
  await form.getByLabel('¿Qué te apetece?').fill(text);
  await expect(form.getByText(`Quedan ${140 - text.length} caracteres`)).toBeVisible();
  await form.getByRole('button', { name: 'Hoy' }).click();
  await form.getByRole('button', { name: 'Publicar deseo' }).click();
  await expect(form).toBeHidden();
  const ownCard = page.getByRole('region', { name: 'Deseo seleccionado' });
  await expect(ownCard).toContainText(text);
  await expect(ownCard).toContainText('Nadie se ha apuntado todavía');

  // B sees it appear, no reload, and answers from its card.
  // The bubble holds the wish's first words; its card, asked for on opening, says whose.
  const bubble = answererPage.getByRole('button', {
    name: 'Deseo: ¿Unas cañas y charlar un rato?…',
  });
  await expect(bubble).toBeVisible();
  await bubble.click();
  const card = answererPage.getByRole('region', { name: 'Deseo seleccionado' });
  await expect(card).toContainText('Alicia');
  await card.getByRole('button', { name: '¡Me apunto!' }).click();
  await expect(card.getByText('Te has apuntado')).toBeVisible();
  await expect(card).toContainText('1 persona se apunta');

  // A sees the answer arrive, and who it is.
  await expect(page.getByText(`Bernardo se apunta a tu deseo «${text}».`)).toBeVisible();
  await page.getByRole('button', { name: 'Tu deseo, 1 respuesta' }).click();
  let sheet = page.getByRole('dialog', { name: 'Tu deseo' });
  await expect(sheet.getByRole('heading', { name: '1 persona se apunta' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: /Bernardo/ })).toBeVisible();

  // A writes to B from the answer: a wish and its answer open a private conversation.
  await sheet.getByRole('button', { name: 'Escribir' }).click();
  await expect(page).toHaveURL(/\/web\/app\/chats\/c\/\d+$/);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('¡Hola! ¿Te viene bien a las seis?');
  await page.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
  await expect(
    page.getByRole('list', { name: 'Mensajes' }).getByText('¡Hola! ¿Te viene bien a las seis?'),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Tu deseo, 1 respuesta' }).click();
  sheet = page.getByRole('dialog', { name: 'Tu deseo' });

  // A turns it into a plan: the form starts from the wish; B is in.
  await sheet.getByRole('link', { name: 'Convertir en plan' }).click();
  await expect(page).toHaveURL(/\/web\/app\/wish\/plan$/);
  await expect(page.getByText('Bernardo entra en el plan')).toBeVisible();
  await expect(page.getByLabel('¿Qué te apetece hacer?')).toHaveValue(text);
  await page.getByRole('button', { name: 'Crear plan con 1 persona' }).click();
  await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
  await expect(page.getByRole('heading', { name: text })).toBeVisible();

  // B hears it live: accepted into the plan; the wish is gone from the map.
  await expect(answererPage.getByText('¡Te han aceptado en un plan!')).toBeVisible();
  await expect(bubble).toBeHidden();
  await answererPage.goto('/web/app/chats');
  await expect(
    answererPage.getByRole('link', { name: new RegExp(text.slice(0, 20)) }),
  ).toBeVisible();

  expect(errors).toEqual([]);
  await answererContext.close();
});
