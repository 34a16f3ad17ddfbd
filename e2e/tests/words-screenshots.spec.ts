import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.js';
import { madridAt } from './support/clock.js';
import {
  adminPath,
  openSignedIn,
  signUpMember,
  staffToken,
  type ApiSession,
} from './support/staff.js';

// Pictures of the screens issue 35's Ayuda, Move y Premium and words changed, at 360 and 1280
// px, for a person to look at. Opt-in: `SCREENSHOTS=1 npx playwright test words-screenshots`;
// SHOTS_DIR chooses where they go (the test's output folder otherwise).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 640 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

type Concepts = Array<{ code: string; options: Array<{ id: number; tag: string }> }>;

async function optionIds(request: APIRequestContext) {
  const concepts = (await (await request.get('/api/concept')).json()) as Concepts;
  return (code: string, tag: string) =>
    concepts.find((concept) => concept.code === code)!.options.find((o) => o.tag === tag)!.id;
}

async function madrid(request: APIRequestContext) {
  const countries = (await (await request.get('/api/country')).json()) as Array<{
    states: Array<{ cities: Array<{ id: number; name: string; lat: number; lon: number }> }>;
  }>;
  return countries
    .flatMap((country) => country.states.flatMap((state) => state.cities))
    .find((city) => city.name === 'Madrid')!;
}

/** Each screen at both widths, signed in as `token` (none: a guest). */
async function shoot(
  browser: Browser,
  shots: Array<[string, string]>,
  token: string | undefined,
  dir: string,
  prepare?: (page: Page, name: string) => Promise<void>,
) {
  for (const { name: width, viewport } of WIDTHS) {
    const context = await browser.newContext({
      viewport,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    const page = await context.newPage();
    for (const [name, path] of shots) {
      if (token) await openSignedIn(page, token, path);
      else await page.goto(path);
      await page.waitForLoadState('networkidle');
      await prepare?.(page, name);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}

test('screenshots of Ayuda, Move y Premium and the words, at 360 and 1280 px', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const dir = process.env.SHOTS_DIR ?? testInfo.outputPath();
  const stamp = Date.now();
  const option = await optionIds(request);
  const city = await madrid(request);
  const [lucia, marta] = await Promise.all([
    signUpMember(request, {
      email: `lucia-shot-${stamp}@antojo.test`,
      firstname: 'Lucía',
      gender: 'mujer',
    }),
    signUpMember(request, {
      email: `marta-shot-${stamp}@antojo.test`,
      firstname: 'Marta',
      gender: 'mujer',
    }),
  ]);
  await request
    .post(`/api/user/${lucia.user.id}`, {
      headers: auth(lucia),
      multipart: {
        city: String(city.id),
        pets: JSON.stringify([{ id: option('pets', 'pets-perro') }]),
      },
    })
    .catch(() => undefined);
  await request.post(`/api/user/${marta.user.id}/friend`, { headers: auth(lucia) });
  await request.post(`/api/user/${lucia.user.id}/friend`, { headers: auth(marta) });
  const group = (await (
    await request.post('/api/group', {
      headers: auth(lucia),
      multipart: { name: 'Corredoras del Retiro', visibility: 'public' },
    })
  ).json()) as { group?: { id: number }; id?: number };
  const groupId = group.group?.id ?? group.id!;
  const start = madridAt(2, 19);
  const plan = (await (
    await request.post('/api/activity', {
      headers: auth(marta),
      multipart: {
        description: 'Bádminton en el polideportivo, todos los niveles',
        type: String(option('activity_types', 'activity_types-sport')),
        discipline: String(option('disciplines', 'disciplines-badminton')),
        city: String(city.id),
        location: JSON.stringify({
          lat: city.lat,
          lon: city.lon,
          address: 'Polideportivo La Chopera',
        }),
        start_at: start.toISOString(),
        duration: '01:30',
        participants: '4',
      },
    })
  ).json()) as { id: number };
  await request.post('/api/help', {
    headers: auth(marta),
    multipart: { topic: 'payments', message: '¿Cuándo se podrá contratar Premium? Me interesa.' },
  });

  await shoot(
    browser,
    [
      ['ayuda', '/web/app/help'],
      ['planes-sin-proveedor', '/web/app/plans'],
      ['estadisticas-bloqueadas', '/web/app/stats'],
      ['perfil-amiga', `/web/app/u/${marta.user.id}`],
      ['grupo-nuevo', `/web/app/g/${groupId}`],
      ['editar-perfil', '/web/app/profile/edit'],
      ['ajustes', '/web/app/settings'],
      ['plan-calorias', `/web/app/a/${plan.id}`],
    ],
    lucia.token,
    dir,
    async (page, name) => {
      if (name === 'ayuda') await page.getByText('¿Qué necesita un perfil completo?').click();
      if (name === 'editar-perfil') await page.locator('#intereses').scrollIntoViewIfNeeded();
    },
  );
  await shoot(
    browser,
    [
      ['ayuda-invitado', '/web/app/help'],
      ['inicio', '/web'],
      ['funciones', '/web/info'],
      ['terminos', '/web/terms-and-conditions'],
      ['privacidad', '/web/privacy-and-security-polices'],
      ['eliminar-cuenta', '/web/info/delete-account'],
    ],
    undefined,
    dir,
  );
  await shoot(browser, [['staff-ayuda', adminPath.testimonials]], await staffToken(request), dir);
});
