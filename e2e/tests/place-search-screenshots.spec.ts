import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  startGeocoderStandIn,
  type GeocoderStandIn,
} from '../../apps/server/src/test/geocoder-stand-in.js';
import { citiesByName, moveTo } from './support/map.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { signUpMember, type ApiSession } from './support/staff.js';

// Pictures of places found by name (Crear, "Publicar deseo", the plan made) at the narrowest
// and a wide width, against a stand-in of Photon, for a person to look at. Opt-in:
// `SCREENSHOTS=1 npx playwright test place-search-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

let geocoder: GeocoderStandIn;
let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  geocoder = await startGeocoderStandIn();
  server = await startOwnServer({
    GEOCODER: 'photon',
    GEOCODER_URL: geocoder.url,
    RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_REQUESTS_PER_HOUR: '500',
  });
  api = await playwright.request.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await geocoder?.close();
});

async function openOwn(page: Page, member: ApiSession, path: string) {
  await page.goto(`${server.url}/api/health`);
  await page.evaluate((token) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('apiToken', token);
  }, member.token);
  await page.goto(`${server.url}${path}`);
}

async function mapDrawn(page: Page) {
  await expect(page.locator('[data-map-idle]').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(300);
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

test('screenshots of places found by name at 360 and 1280 px', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const lucia = await signUpMember(api, {
    email: `lugares-lucia-${Date.now()}@antojo.test`,
    firstname: 'Lucía',
  });
  await moveTo(api, lucia, (await citiesByName(api)).get('Madrid')!);
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 640 : 800 });
    await openOwn(page, lucia, '/web/app/create');
    await page.getByLabel('¿Qué te apetece hacer?').fill('Pádel por parejas, nivel medio');
    await mapDrawn(page);
    await shot(`crear-${width}`, true);
    const search = page.getByRole('combobox', { name: 'Busca el sitio o la dirección' });
    await search.scrollIntoViewIfNeeded();
    await search.pressSequentially('chopera', { delay: 20 });
    const option = page
      .getByRole('listbox', { name: 'Busca el sitio o la dirección' })
      .getByRole('option')
      .first();
    await expect(option).toBeVisible();
    await shot(`crear-busqueda-${width}`);
    await option.click();
    await mapDrawn(page);
    await shot(`crear-elegido-${width}`);

    const pin = page
      .getByRole('group', { name: 'Punto de encuentro' })
      .locator('.maplibregl-marker');
    await pin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await steadyBox(pin);
    const from = pixels({ lat: 40.41362, lon: -3.68391 }, 12.5);
    const to = pixels({ lat: 40.40872, lon: -3.69676 }, 12.5);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(
        start.x + ((to.x - from.x) * step) / 8,
        start.y + ((to.y - from.y) * step) / 8,
      );
    await page.mouse.up();
    await expect(page.locator('[id="place-point"]')).toContainText('Calle de Argumosa, 12');
    await mapDrawn(page);
    await shot(`crear-arrastrado-${width}`);
    await page.getByLabel('Lugar (opcional)').scrollIntoViewIfNeeded();
    await shot(`crear-lugar-${width}`);
    await page.getByRole('button', { name: 'Crear plan' }).click();
    await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
    await mapDrawn(page);
    await shot(`plan-${width}`, true);

    await openOwn(page, lucia, '/web/app/map?capas=deseos');
    await mapDrawn(page);
    const publish = page.getByRole('button', { name: 'Publicar deseo' });
    await expect(publish).toBeVisible();
    {
      await publish.click();
      const form = page.getByRole('dialog', { name: 'Publicar deseo' });
      await form.getByLabel('¿Qué te apetece?').fill('¿Un paseo en barca por el Retiro?');
      await form.getByRole('combobox', { name: '¿Dónde? (opcional)' }).fill('cristal');
      await expect(form.getByRole('option').first()).toBeVisible();
      await shot(`deseo-busqueda-${width}`);
      await form.getByRole('option').first().click();
      await shot(`deseo-elegido-${width}`);
      await form.getByRole('button', { name: 'Publicar deseo' }).click();
      await expect(form).toBeHidden();
      await mapDrawn(page);
      await shot(`deseo-publicado-${width}`);
      // Withdrawn, so the wider picture can publish one again.
      const auth = { authorization: `Bearer ${lucia.token}` };
      const own = (await (await api.get('/api/wish/mine', { headers: auth })).json()) as {
        wish: { id: number };
      };
      await api.delete(`/api/wish/${own.wish.id}`, { headers: auth });
    }
  }
});
