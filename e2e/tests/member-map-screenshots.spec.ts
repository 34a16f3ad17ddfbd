import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, hostAt, moveTo } from './support/map.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Pictures of the screens with a map (Mapa, a plan's page, Crear) at the narrowest and a wide
// width, for a person to look at. Opt-in: `SCREENSHOTS=1 npx playwright test member-map-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

/** Once the map has drawn everything it was asked to. */
async function mapDrawn(page: Page) {
  await expect(page.locator('[data-map-idle]').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(300);
}

test('screenshots of the maps at 360 and 1280 px', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const cities = await citiesByName(request);
  const madrid = cities.get('Madrid')!;
  const lucia = await signUpMember(request, {
    email: `mapa-lucia-${stamp}@antojo.test`,
    firstname: 'Lucía',
  });
  const pablo = await signUpMember(request, {
    email: `mapa-pablo-${stamp}@antojo.test`,
    firstname: 'Pablo',
  });
  await moveTo(request, lucia, madrid);
  const plans = [
    {
      description: 'Cañas y tapas para conocer gente nueva',
      lat: 40.4128,
      lon: -3.7077,
      address: 'La Latina',
      days: 1,
      hour: 20,
    },
    {
      description: 'Vermú de domingo en el Rastro',
      lat: 40.4089,
      lon: -3.7074,
      address: 'Ribera de Curtidores',
      days: 2,
      hour: 12,
    },
    {
      description: 'Intercambio de idiomas español-inglés',
      lat: 40.4155,
      lon: -3.7008,
      address: 'Plaza de Santa Ana',
      days: 3,
      hour: 19,
    },
    {
      description: 'Pádel de tarde, nivel medio, pista reservada',
      lat: 40.4283,
      lon: -3.6494,
      address: 'Club de pádel La Elipa',
      days: 1,
      hour: 19,
      sport: { discipline: 3, level: 2 },
    },
    {
      description: 'Running suave por el Retiro, 8 km',
      lat: 40.4153,
      lon: -3.6845,
      address: 'Puerta de Alcalá',
      days: 2,
      hour: 8,
      sport: { discipline: 5, level: 0 },
    },
    {
      description: 'Fútbol 7, nos falta gente',
      lat: 40.4476,
      lon: -3.7196,
      address: 'Polideportivo Moncloa',
      days: 4,
      hour: 21,
      sport: { discipline: 0, level: 2 },
    },
    {
      description: 'Paseo fotográfico por Madrid Río',
      lat: 40.4031,
      lon: -3.7236,
      address: 'Puente de Segovia',
      days: 5,
      hour: 17,
    },
    {
      description: 'Juegos de mesa y café',
      lat: 40.4274,
      lon: -3.7019,
      address: 'Malasaña',
      days: 1,
      hour: 18,
    },
    {
      description: 'Yoga al aire libre',
      lat: 40.4402,
      lon: -3.6905,
      address: 'Parque Berlín',
      days: 3,
      hour: 9,
      sport: { discipline: 14, level: 1 },
    },
  ];
  const hosted = [];
  for (const plan of plans) hosted.push(await hostAt(request, pablo, { ...plan, city: madrid }));

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 800 });
    await openSignedIn(page, lucia.token, '/web/app/map');
    await expect(
      page.getByRole('button', { name: /planes: acercar el mapa|, mañana/ }).first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    await mapDrawn(page);
    await page.screenshot({ path: testInfo.outputPath(`mapa-${width}.png`) });
    // A plan's card, then (on phones) the list.
    await page.getByRole('button', { name: /^Running suave/ }).click();
    await page.screenshot({ path: testInfo.outputPath(`mapa-tarjeta-${width}.png`) });
    if (width < 1024) {
      await page.getByRole('button', { name: /^Ver lista/ }).click();
      await page.screenshot({ path: testInfo.outputPath(`mapa-lista-${width}.png`) });
    }

    await page.goto(`/web/app/a/${hosted[3]!.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await mapDrawn(page);
    await page.screenshot({ path: testInfo.outputPath(`plan-${width}.png`), fullPage: true });

    await page.goto('/web/app/create');
    await page.getByLabel('¿Qué te apetece hacer?').fill('Tenis dobles, buscamos pareja');
    await mapDrawn(page);
    await page.screenshot({ path: testInfo.outputPath(`crear-${width}.png`), fullPage: true });
  }
});
