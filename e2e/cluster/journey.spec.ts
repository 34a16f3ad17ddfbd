import { expect, test, type Browser, type Page } from '@playwright/test';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { joinInApp, solidPng, uniqueEmail } from '../tests/support/members.js';
import { savedToken } from '../tests/support/staff.js';

// Two members on two API nodes behind nginx (the production shape, scripts/cluster.mjs): each
// browser is pinned to its own node, and everything that passes between them goes through
// what the nodes share: PostgreSQL, Redis and the bucket. They join, one hosts a plan with her
// photo, the other asks, is accepted and they chat, all live; then a block on one node hides
// the pair on the other.

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster({
    port: Number(process.env.CLUSTER_PORT ?? 8766),
    // Every browser here comes from one address, and the limits are counted in Redis, which
    // other test runs on this machine share: raised as for the main suite.
    env: { AUTH_REQUESTS_PER_HOUR: '500', RATE_LIMIT_PER_MINUTE: '10000' },
  });
});
test.afterAll(async () => {
  await cluster?.stop();
});

/** A browser whose every request (pages, API, websocket) goes to the node `name`. */
async function pinnedTo(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: cluster.url });
  await context.addCookies([{ name: 'antojo_node', value: name, url: cluster.url }]);
  return context.newPage();
}

/** The node that answered a response, by its port. */
function nodeOf(headers: Record<string, string>): string | undefined {
  const port = Number(headers['x-antojo-upstream']?.split(':').at(-1));
  return cluster.nodes.find((node) => node.port === port)?.name;
}

const shown = (page: Page) => page.getByRole('list', { name: 'Mensajes' }).getByRole('paragraph');

test('two members on two nodes: join, plan, photo, request, chat and a block, all across', async ({
  browser,
}) => {
  const ana = await pinnedTo(browser, 'a');
  const bruno = await pinnedTo(browser, 'b');
  // Pinned for real: each one's answers come from a different node.
  expect(nodeOf((await ana.request.get('/api/health')).headers())).toBe('a');
  expect(nodeOf((await bruno.request.get('/api/health')).headers())).toBe('b');
  // Both join in the app, each through their own node (the code is read on either: the
  // outbox is in the shared database).
  await joinInApp(ana, { email: uniqueEmail('nodo-ana') }, 'Ana');
  await joinInApp(bruno, { email: uniqueEmail('nodo-bruno') }, 'Bruno');

  // Ana's photo goes up through node a, into the bucket.
  await ana.goto('/web/app/profile/edit');
  await ana.locator('#foto input[type="file"]').setInputFiles({
    name: 'ana.png',
    mimeType: 'image/png',
    buffer: solidPng(600, 600, [40, 120, 200]),
  });
  const crop = ana.getByRole('dialog', { name: 'Recorta tu foto' });
  await crop.getByRole('button', { name: 'Usar foto' }).click();
  await expect(crop).toBeHidden();
  await expect(ana.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();

  // Ana hosts a plan through Crear, and waits on the bell's page.
  const description = `Pádel entre nodos ${Date.now()}`;
  await ana.goto('/web/app/create');
  await ana.getByLabel('¿Qué te apetece hacer?').fill(description);
  await ana.getByRole('radio', { name: 'Deporte' }).check();
  await ana.getByLabel('Disciplina').selectOption({ label: 'Pádel' });
  await ana.getByLabel('Duración').selectOption({ label: '1 h' });
  await ana.getByLabel('Plazas').fill('3');
  await ana.getByRole('button', { name: 'Crear plan' }).click();
  await expect(ana).toHaveURL(/\/web\/app\/a\/\d+$/);
  const planPath = new URL(ana.url()).pathname;
  const planId = Number(planPath.split('/').at(-1));
  await ana.getByRole('link', { name: 'Notificaciones', exact: true }).click();
  await expect(ana.getByText('Nada nuevo por aquí')).toBeVisible();

  // Bruno, on node b, opens it: Ana is the host, with the photo node a stored.
  await bruno.goto(planPath);
  const going = bruno.getByRole('region', { name: 'Quién va' });
  await expect(going.getByRole('listitem')).toHaveText([/Ana\s*Organiza$/]);
  // The app fetches it with Bruno's token from node b, and draws it (a blob, decoded).
  const face = going.locator('img').first();
  await expect
    .poll(() =>
      face.evaluate((image) => {
        const loaded = image as unknown as { complete: boolean; naturalWidth: number };
        return loaded.complete ? loaded.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
  const anaId = Number(
    (await going.getByRole('link', { name: /Ana/ }).getAttribute('href'))?.split('/').at(-1),
  );
  const brunoToken = (await savedToken(bruno))!;
  const photo = await bruno.request.get(`/api/user/${anaId}/avatar`, {
    headers: { authorization: `Bearer ${brunoToken}` },
  });
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toContain('image/');
  expect(nodeOf(photo.headers())).toBe('b');

  // He asks; Ana sees it arrive on node a without reloading, and accepts; he sees the answer.
  await bruno.getByRole('button', { name: 'Pedir unirme' }).click();
  await expect(bruno.getByText('Solicitud enviada.')).toBeVisible();
  await expect(ana.getByRole('link', { name: 'Notificaciones, 1 nueva' })).toBeVisible();
  const card = ana.getByRole('article').filter({ hasText: 'Bruno quiere unirse a tu plan' });
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(card).toBeHidden();
  await expect(bruno.getByText('¡Vas a este plan!')).toBeVisible();

  // They chat, both ways, live.
  await ana.goto(`/web/app/chats/${planId}`);
  await bruno.goto(`/web/app/chats/${planId}`);
  await expect(bruno.getByText('Aún no hay mensajes', { exact: true })).toBeVisible();
  await ana.getByRole('textbox', { name: 'Mensaje' }).fill('Hola Bruno, pista 3 a las ocho.');
  await ana.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
  await expect(shown(bruno).getByText('Hola Bruno, pista 3 a las ocho.')).toBeVisible();
  await bruno.getByRole('textbox', { name: 'Mensaje' }).fill('¡Allí estaré!');
  await bruno.getByRole('textbox', { name: 'Mensaje' }).press('Enter');
  await expect(shown(ana).getByText('¡Allí estaré!')).toBeVisible();
  // Each one's realtime socket is on their own node (each node's own figures say so): the
  // request, the answer and the messages crossed from one to the other through Redis.
  for (const node of cluster.nodes) expect(await connectionsOn(node.url)).toBe(1);

  // Bruno blocks Ana on node b; on node a, his profile no longer exists for her.
  await bruno.goto(`/web/app/u/${anaId}`);
  await bruno.getByRole('button', { name: 'Bloquear a Ana' }).click();
  await bruno
    .getByRole('alertdialog', { name: '¿Bloquear a Ana?' })
    .getByRole('button', { name: 'Bloquear' })
    .click();
  await expect(bruno.getByText('Has bloqueado a Ana.')).toBeVisible();
  const brunoId = await idOf(bruno, brunoToken);
  await ana.goto(`/web/app/u/${brunoId}`);
  await expect(ana.getByRole('heading', { name: 'Este perfil no existe' })).toBeVisible();
  await ana.context().close();
  await bruno.context().close();
});

/** The realtime connections a node holds, read from its own /metrics. */
async function connectionsOn(nodeUrl: string): Promise<number> {
  const text = await (await fetch(`${nodeUrl}/metrics`)).text();
  const lines = text.split('\n').filter((line) => line.startsWith('realtime_connections{'));
  return lines.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** The signed-in member's id, as the app learns it when it comes back. */
async function idOf(page: Page, token: string): Promise<number> {
  const response = await page.request.post('/api/auth/comeback', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { id: number } }).user.id;
}
