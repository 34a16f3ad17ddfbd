import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { DEMO_ACCOUNT, seedDemoDirectory } from './support/demo.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

// `npm run seed:demo` fills what every screen shows (issue 35, item 6): signed in as the demo
// account, Lucía, no tab of the member app and no page of her profile's menu shows its empty
// state, on a phone and on a desktop. The server runs on a data directory the built seed
// filled, as a new install would after the command. With SHOTS_DIR set, each page is also
// saved there as a picture (`<page>-<width>.png`) for a person to look at.

test.skip(({ isMobile }) => isMobile, 'the test sets its own widths, on one seeded server');
test.describe.configure({ mode: 'serial' });

let server: OwnServer | undefined;
/** As the workers' servers (support/test.ts): a person walking through every page in a minute is no flood. */
const SETTINGS = { RATE_LIMIT_PER_MINUTE: '10000' };

test.beforeAll(async ({ isMobile }) => {
  // The phone project skips every test here: no server for it.
  if (isMobile) return;
  // The whole demo through the services: minutes on a busy machine.
  test.setTimeout(20 * 60_000);
  server = await startOwnServer(SETTINGS, { dataDir: await seedDemoDirectory() });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Madrid's day of the month: on the 1st, this month's board has had no time to fill. */
const madridDay = () =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', day: 'numeric' }).format());

type Screen = {
  name: string;
  path: string;
  /** What shows the page has its content; it waits for it. */
  shows(page: Page, width: number): Promise<void>;
  /** The page's empty states (and failures), none of which may show. */
  empty: string[];
};

const atLeastOne = async (page: Page, selector: string) =>
  expect(page.locator(selector).first()).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: 'descubrir',
    path: '/web/app',
    shows: (page) => atLeastOne(page, 'main a[href^="/web/app/a/"]'),
    empty: ['Todavía no hay planes aquí', 'No hay planes con estos filtros'],
  },
  {
    name: 'mapa',
    path: '/web/app/map',
    async shows(page, width) {
      if (width < 768) {
        // On a phone the map comes first, its list behind "Ver lista" with the plans' count.
        await expect(page.getByRole('button', { name: /Ver lista\s*[1-9]/ })).toBeVisible();
        return;
      }
      await expect(page.getByText(/^[1-9]\d* planes? en esta zona$/)).toBeVisible();
      await expect(page.getByText(/^[1-9]\d* deseos? en esta zona$/i)).toBeVisible();
    },
    empty: ['No hay planes en esta zona'],
  },
  {
    name: 'mapa-lista',
    path: '/web/app/map',
    async shows(page, width) {
      if (width < 768) await page.getByRole('button', { name: /Ver lista/ }).click();
      await expect(page.getByText(/^[1-9]\d* planes? en esta zona$/)).toBeVisible();
      await expect(page.getByText(/^[1-9]\d* deseos? en esta zona$/i)).toBeVisible();
      await expect(page.getByText(/^Tu deseo · /)).toBeVisible();
    },
    empty: ['Nadie ha publicado un deseo por aquí', 'No hay planes en esta zona'],
  },
  {
    name: 'crear',
    path: '/web/app/create',
    shows: (page) => expect(page.getByRole('button', { name: 'Crear plan' })).toBeVisible(),
    empty: [],
  },
  {
    name: 'chats',
    path: '/web/app/chats',
    shows: (page) => atLeastOne(page, 'a[href^="/web/app/chats/"]'),
    empty: ['Aún no tienes chats'],
  },
  {
    name: 'personas',
    path: '/web/app/chats?lista=personas',
    shows: (page) => atLeastOne(page, 'a[href^="/web/app/chats/c/"]'),
    empty: ['Aún no hablas con nadie'],
  },
  {
    name: 'perfil',
    path: '/web/app/profile',
    async shows(page) {
      await expect(
        page.getByRole('list', { name: 'Niveles' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Insignias' }).getByRole('listitem'),
      ).not.toHaveCount(0);
      await expect(page.getByText(/Fiabilidad como participante:\s*\d+\s*%/)).toBeVisible();
      const photos = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Fotos' }) });
      // Her photos are stored images the API serves: the first one loads.
      const photo = photos.locator('img').first();
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          photo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);
    },
    empty: ['Aún no tienes nivel en ningún deporte', 'Todavía no hay fotos', 'sin datos'],
  },
  {
    name: 'amigos',
    path: '/web/app/friends',
    async shows(page) {
      await expect(page.getByText(/^Tus amigos \([1-9]\d*\)$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Solicitudes recibidas' })).toBeVisible();
    },
    empty: ['Aún no tienes amigos aquí', 'Cuando alguien acepte tu solicitud'],
  },
  {
    name: 'grupos',
    path: '/web/app/groups',
    async shows(page) {
      await expect(page.getByRole('heading', { name: 'Invitaciones' })).toBeVisible();
      await atLeastOne(page, 'a[href^="/web/app/g/"]');
    },
    empty: ['Aún no estás en ningún grupo', 'No hay más grupos por ahora'],
  },
  {
    name: 'ranking',
    path: '/web/app/ranking',
    async shows(page) {
      const board = page.getByRole('list', { name: 'Ranking' });
      if (madridDay() === 1) {
        // The month began today: last month's board is the one her plans are on.
        const month = page.getByLabel('Mes');
        await month.selectOption({ index: 2 });
      }
      await expect(board.locator(':scope > li').first()).toBeVisible();
      await expect(page.getByText('Tu posición', { exact: true })).toBeVisible();
    },
    empty: ['Nadie tiene puntos todavía', 'Aún no tienes puntos'],
  },
  {
    name: 'monedas',
    path: '/web/app/coins',
    async shows(page) {
      await expect(page.getByText('Compra en la tienda')).toBeVisible();
      await expect(page.getByText('Asistencia verificada').first()).toBeVisible();
    },
    empty: ['Aún no tienes monedas'],
  },
  {
    name: 'tienda',
    path: '/web/app/store',
    async shows(page) {
      await expect(page.getByText('Ya tienes esta insignia.')).toBeVisible();
      await expect(page.getByText('Destacar un plan', { exact: true })).toBeVisible();
    },
    empty: [],
  },
  {
    name: 'retos',
    path: '/web/app/challenges',
    async shows(page) {
      await expect(
        page.getByRole('list', { name: 'Retos' }).getByText('Tu progreso').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Eventos' }).locator(':scope > li').first(),
      ).toBeVisible();
    },
    empty: ['Ahora mismo no hay retos abiertos', 'No hay eventos de marcas a la vista'],
  },
  {
    name: 'notificaciones',
    path: '/web/app/notifications',
    async shows(page) {
      await expect(page.getByRole('heading', { name: 'Solicitudes de amistad' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Quieren unirse a tus planes' }),
      ).toBeVisible();
    },
    empty: ['Nada nuevo por aquí', 'Aquí verás lo que pase'],
  },
  {
    name: 'deslizar',
    path: '/web/app/deck',
    shows: (page) =>
      expect(
        page.getByTestId('deck-top-card').getByRole('link', { name: 'Ver detalles' }),
      ).toBeVisible(),
    empty: ['No hay más planes cerca por ahora', 'Has tomado tus decisiones de hoy'],
  },
];

/** Scrolls down the page and back, so that its lazy pictures load before a full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(
    `(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      scrollTo(0, 0);
    })()`,
  );
  await page.waitForLoadState('networkidle');
}

async function signIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: server!.url,
    viewport,
    isMobile: viewport.width < 520,
    hasTouch: viewport.width < 520,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const page = await context.newPage();
  await page.goto('/web/app/sign-in');
  await page.getByLabel('Correo o teléfono').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/web\/app\/?$/);
  return { context, page };
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`signed in as Lucía, no tab or page of her menu is empty at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(5 * 60_000);
    const { context, page } = await signIn(browser, viewport);
    const shots = process.env.SHOTS_DIR;
    if (shots) mkdirSync(shots, { recursive: true });
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await screen.shows(page, viewport.width);
        for (const text of screen.empty) await expect(page.getByText(text)).toHaveCount(0);
        if (shots) {
          await loadLazyImages(page);
          await page.screenshot({
            path: path.join(shots, `${screen.name}-${viewport.width}.png`),
            fullPage: true,
          });
        }
      });
    }
    // The chats' badge counts what waits for her: her week's unread chats and more.
    await expect(page.getByRole('link', { name: /Chats/ }).first()).toContainText(/\d/);
    await context.close();
  });
}
