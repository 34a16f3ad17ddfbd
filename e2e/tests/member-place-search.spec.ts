import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  startGeocoderStandIn,
  type GeocoderStandIn,
} from '../../apps/server/src/test/geocoder-stand-in.js';
import { citiesByName, credit, moveTo } from './support/map.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { apiSignIn, openSignedIn, signUpMember, STAFF, type ApiSession } from './support/staff.js';

// Places by name (docs/decisions/0037-geocoder.md): a server of this file's own, whose geocoder
// is a local stand-in of Photon's protocol (never the network). A plan's place found by name,
// its pin dragged to a street whose name then shows; a wish placed by name; and without a
// geocoder, no search at all and never coordinates. MapLibre draws in software here.
test.slow();

let geocoder: GeocoderStandIn;
let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  // A server of its own starts in 10–40 s on a busy machine.
  testInfo.setTimeout(120_000);
  geocoder = await startGeocoderStandIn();
  server = await startOwnServer({
    GEOCODER: 'photon',
    GEOCODER_URL: geocoder.url,
    RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_REQUESTS_PER_HOUR: '500',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
  });
  api = await playwright.request.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await geocoder?.close();
});

/** The app at `path` on this file's server, signed in with a saved session. */
async function openOwn(page: Page, member: ApiSession, path: string) {
  await page.goto(`${server.url}/api/health`);
  await page.evaluate((token) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('apiToken', token);
  }, member.token);
  await page.goto(`${server.url}${path}`);
}

/** A member of Madrid on this file's server. */
async function madrileño(name: string): Promise<ApiSession> {
  const member = await signUpMember(api, { email: `${name}-${Date.now()}@antojo.test` });
  await moveTo(api, member, (await citiesByName(api)).get('Madrid')!);
  return member;
}

/** Where a locator's box is once it has stopped moving (a marker after the map jumped). */
async function steadyBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (let tries = 0; tries < 40; tries++) {
    await new Promise((done) => setTimeout(done, 250));
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  throw new Error('the marker never stopped moving');
}

/** Pixels of MapLibre's Web Mercator (512 px tiles) at `zoom`. */
function pixels(point: { lat: number; lon: number }, zoom: number) {
  const size = 512 * 2 ** zoom;
  const lat = (point.lat * Math.PI) / 180;
  return {
    x: ((point.lon + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}

const CHOPERA = { lat: 40.41362, lon: -3.68391 };
const ARGUMOSA = { lat: 40.40872, lon: -3.69676 };
/** Where the small maps open on the embedded basemap (DISTRICT_ZOOM). */
const DISTRICT_ZOOM = 12.5;

test('a plan placed by searching its name, its pin dragged to a street, shows the street', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const host = await madrileño('lugar');
  const stamp = Date.now();
  await openOwn(page, host, '/web/app/create');
  await page.getByLabel('¿Qué te apetece hacer?').fill(`Partido de pádel ${stamp}`);

  // Asked 100 ms after the last keystroke (spec, section 9), not once per letter.
  const asked = () =>
    geocoder.requests.filter((request) => request.path === '/api').map((r) => r.query.get('q'));
  const before = asked().length;
  const search = page.getByRole('combobox', { name: 'Busca el sitio o la dirección' });
  await search.pressSequentially('chop', { delay: 10 });
  const typedAt = Date.now();
  await search.pressSequentially('era', { delay: 10 });
  const found = page.getByRole('listbox', { name: 'Busca el sitio o la dirección' });
  const option = found.getByRole('option', { name: /Polideportivo La Chopera.*Retiro, Madrid/ });
  await expect(option).toBeVisible();
  await expect.poll(() => asked().at(-1)).toBe('chopera');
  const questions = asked().slice(before);
  expect(questions.length).toBeLessThan(5);
  for (const question of questions) expect('chopera'.startsWith(question!)).toBe(true);
  const last = geocoder.requests.filter((request) => request.path === '/api').at(-1)!;
  expect(last.at - typedAt).toBeGreaterThanOrEqual(100);
  // Near the member's city, in Spanish: Madrid's first, Alcobendas' after, none of Barcelona.
  await expect(found.getByRole('option')).toHaveText([
    /Polideportivo La Chopera\s*Paseo de Fernán Núñez, Retiro, Madrid/,
    /Polideportivo La Chopera\s*Avenida de la Chopera, Alcobendas/,
  ]);
  await option.click();

  const lugar = page.getByLabel('Lugar (opcional)');
  const caption = page.locator('[id="place-point"]');
  await expect(lugar).toHaveValue('Polideportivo La Chopera');
  await expect(caption).toHaveText(
    'Polideportivo La Chopera · Paseo de Fernán Núñez, Retiro, Madrid',
  );

  // The pin, dragged from the sports centre to Calle de Argumosa, is named by its address.
  const picker = page.getByRole('group', { name: 'Punto de encuentro' });
  const pin = picker.locator('.maplibregl-marker');
  await expect(pin).toBeVisible({ timeout: 30_000 });
  // In the middle of the window: a drag past its edge would stop there.
  await pin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await steadyBox(pin);
  const from = pixels(CHOPERA, DISTRICT_ZOOM);
  const to = pixels(ARGUMOSA, DISTRICT_ZOOM);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(
      start.x + ((to.x - from.x) * step) / 8,
      start.y + ((to.y - from.y) * step) / 8,
    );
  }
  await page.mouse.up();
  await expect(caption).toHaveText('Calle de Argumosa, 12 · Embajadores, Madrid');
  await expect(lugar).toHaveValue('Calle de Argumosa, 12');
  // The search's words went with the place they found.
  await expect(search).toHaveValue('');
  // Words under the map, never coordinates.
  await expect(picker).not.toContainText(/\d+[.,]\d{3,}/);

  await page.getByRole('button', { name: 'Crear plan' }).click();
  await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
  await expect(page.getByRole('region', { name: 'Dónde' })).toContainText(
    'Calle de Argumosa, 12, Madrid',
  );
  await expect(page.locator('main')).not.toContainText(/-?\d+\.\d{4,}/);
  // Every request said who sends it.
  for (const request of geocoder.requests)
    expect(request.headers['user-agent']).toMatch(/^Antojo\/1\.0 \(\+http:\/\/127\.0\.0\.1:\d+\)$/);
});

test('a member writing their own words in Lugar keeps them when the pin moves', async ({
  page,
}) => {
  const host = await madrileño('propio');
  await openOwn(page, host, '/web/app/create');
  const lugar = page.getByLabel('Lugar (opcional)');
  await lugar.fill('En la puerta, junto a la fuente');
  const search = page.getByRole('combobox', { name: 'Busca el sitio o la dirección' });
  await search.fill('cristal');
  await page.getByRole('option', { name: /Palacio de Cristal/ }).click();
  await expect(page.locator('[id="place-point"]')).toHaveText(
    'Palacio de Cristal · Paseo de Venezuela, Retiro, Madrid',
  );
  await expect(lugar).toHaveValue('En la puerta, junto a la fuente');
  // Nothing found: said plainly, with what to do.
  await search.fill('zzyzx');
  await expect(
    page.getByText(
      'No encontramos «zzyzx» cerca de Madrid. Prueba con otro nombre o marca el punto en el mapa.',
    ),
  ).toBeVisible();
});

test('a wish placed at a place found by name', async ({ page }) => {
  const wisher = await madrileño('deseo');
  await openOwn(page, wisher, '/web/app/map?capas=deseos');
  await page.getByRole('button', { name: 'Publicar deseo' }).click();
  const form = page.getByRole('dialog', { name: 'Publicar deseo' });
  await form.getByLabel('¿Qué te apetece?').fill('¿Un paseo en barca por el Retiro?');
  await form.getByRole('combobox', { name: '¿Dónde? (opcional)' }).fill('cristal');
  await form.getByRole('option', { name: /Palacio de Cristal/ }).click();
  await expect(form).toContainText('Cerca de Palacio de Cristal. Solo mostramos la zona');
  await form.getByRole('button', { name: 'Publicar deseo' }).click();
  await expect(form).toBeHidden();
  const own = (await (
    await api.get('/api/wish/mine', { headers: { authorization: `Bearer ${wisher.token}` } })
  ).json()) as { wish: { location: { lat: number; lon: number } } };
  // Kept only as the centre of its square of about 500 m, around the palace.
  expect(Math.abs(own.wish.location.lat - 40.41385)).toBeLessThan(0.005);
  expect(Math.abs(own.wish.location.lon - -3.68215)).toBeLessThan(0.007);
});

test('staff place an event by name, and the pin dragged names its address', async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await apiSignIn(api, STAFF.email, STAFF.password);
  await api.post('/api/admin/sponsors', {
    headers: { authorization: `Bearer ${staff.token}` },
    multipart: { name: `Marca ${Date.now()}` },
  });
  await openOwn(page, staff, '/web/administration/sponsors');
  const form = page.getByRole('form', { name: 'Nuevo evento' });
  await form.getByLabel('Marca').selectOption({ index: 1 });
  await form.getByLabel('Tipo').selectOption({ index: 1 });
  const description = `Clase abierta de yoga ${Date.now()}`;
  await form.getByLabel('Descripción').fill(description);
  await form.getByRole('combobox', { name: 'Ciudad' }).fill('Madr');
  await form
    .getByRole('option', { name: /^Madrid/ })
    .first()
    .click();
  // No latitude or longitude to type: the place is found by name, then dragged.
  await expect(form.getByLabel('Latitud')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Busca el sitio o la dirección' }).fill('chopera');
  await form.getByRole('option', { name: /Polideportivo La Chopera.*Retiro, Madrid/ }).click();
  const address = form.getByRole('textbox', { name: 'Dirección', exact: true });
  await expect(address).toHaveValue('Polideportivo La Chopera');
  const pin = form.getByRole('group', { name: 'Punto de encuentro' }).locator('.maplibregl-marker');
  await pin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await steadyBox(pin);
  const from = pixels(CHOPERA, DISTRICT_ZOOM);
  const to = pixels(ARGUMOSA, DISTRICT_ZOOM);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(
      start.x + ((to.x - from.x) * step) / 8,
      start.y + ((to.y - from.y) * step) / 8,
    );
  await page.mouse.up();
  await expect(address).toHaveValue('Calle de Argumosa, 12');
  await form.getByRole('button', { name: 'Crear evento' }).click();
  const upcoming = page.getByRole('list', { name: 'Próximos eventos' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: description })).toContainText(
    'Calle de Argumosa, 12',
  );
});

test.describe('on a server without a geocoder', () => {
  test('Crear offers no search, and says the point in words', async ({ page, request }) => {
    const host = await signUpMember(request, { email: `sin-geo-${Date.now()}@antojo.test` });
    await moveTo(request, host, (await citiesByName(request)).get('Madrid')!);
    await openSignedIn(page, host.token, '/web/app/create');
    const picker = page.getByRole('group', { name: 'Punto de encuentro' });
    await expect(picker).toContainText(
      'Toca o haz clic en el mapa, o arrastra el punto, para marcar dónde quedáis.',
    );
    await expect(page.getByRole('combobox', { name: /Busca el sitio/ })).toHaveCount(0);
    await expect(page.locator('[id="place-point"]')).toHaveText('Centro de Madrid');
  });
});

test.describe('with no service worker', () => {
  // The test answers /api/info itself; a service worker would answer it from its cache.
  test.use({ serviceWorkers: 'block' });

  test('a style that never answers gives way to the embedded basemap', async ({
    page,
    request,
  }) => {
    const member = await signUpMember(request, { email: `lento-${Date.now()}@antojo.test` });
    await page.route('**/api/info', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), map: { style: '/map/lento.json' } },
      });
    });
    // Never answered: a network that drops packets.
    await page.route('**/map/lento.json', () => {});
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openSignedIn(page, member.token, '/web/app/create');
    // The style is given up after 6 s; the embedded basemap then draws in software (SwiftShader),
    // slowly on a busy machine: what is checked is that it comes, not how fast.
    await expect(credit(page, '© Instituto Geográfico Nacional')).toBeAttached({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
