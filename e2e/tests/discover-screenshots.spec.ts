import { test } from './support/test.js';
import { hostPlanAt, moveTo, planReference } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Pictures of Descubrir for a person to look at: the feed, the filters open, and a search with
// nothing in it, at 360 and 1280 px. Opt-in: `SCREENSHOTS=1 npx playwright test discover-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
test.skip(({ isMobile }) => isMobile, 'the test sets its own widths');

test('screenshots of Descubrir at 360 and 1280 px', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const ref = await planReference(request);
  const madrid = ref.city('Madrid');
  const stamp = Date.now();
  const lucia = await signUpMember(request, {
    email: `lucia-d-${stamp}@antojo.test`,
    firstname: 'Lucía',
  });
  const pablo = await signUpMember(request, {
    email: `pablo-d-${stamp}@antojo.test`,
    firstname: 'Pablo',
  });
  await moveTo(request, lucia, madrid);
  const plans = [
    {
      description: 'Partido de pádel, nos falta uno',
      startsIn: 40,
      discipline: 'padel',
      level: 'intermedio',
      at: { lat: 40.4153, lon: -3.6845 },
      address: 'Club Retiro',
    },
    {
      description: 'Cañas en La Latina para conocer gente',
      startsIn: 95,
      at: { lat: 40.4113, lon: -3.7087 },
      address: 'Cava Baja',
    },
    {
      description: 'Running nocturno por Madrid Río, 8 km suaves',
      startsIn: 150,
      discipline: 'running',
      at: { lat: 40.4015, lon: -3.7196 },
      address: 'Puente de Toledo',
    },
    {
      description: 'Fútbol 7, faltan dos para completar equipo',
      startsIn: 60 * 20,
      discipline: 'futbol',
      level: 'todos',
      at: { lat: 40.4622, lon: -3.6769 },
      address: 'Polideportivo Chamartín',
    },
    {
      description: 'Visita al Prado y café después',
      startsIn: 60 * 44,
      at: { lat: 40.4138, lon: -3.6921 },
      address: 'Museo del Prado',
    },
    {
      description: 'Escalada en rocódromo, nivel iniciación',
      startsIn: 60 * 70,
      discipline: 'escalada',
      level: 'principiante',
      at: { lat: 40.3885, lon: -3.6976 },
      address: 'Sputnik Climbing',
    },
    {
      description: 'Paseo por El Capricho y picnic',
      startsIn: 60 * 92,
      at: { lat: 40.4555, lon: -3.6013 },
      address: 'Parque El Capricho',
    },
    {
      description: 'Tenis dobles en la Casa de Campo',
      startsIn: 60 * 118,
      discipline: 'tenis',
      level: 'avanzado',
      at: { lat: 40.4194, lon: -3.7475 },
      address: 'Club de Tenis Casa de Campo',
    },
  ];
  for (const plan of plans) await hostPlanAt(request, ref, pablo, { ...plan, city: madrid });

  /** Scrolls the list's title to the top, under the top bar. */
  const toList = () =>
    page.evaluate(
      `document.documentElement.style.scrollBehavior = 'auto';
       window.scrollTo(0, window.scrollY + document.getElementById('discover-list-title').getBoundingClientRect().top - 70)`,
    );

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, lucia.token, '/web/app');
    await page.getByRole('heading', { name: /^Planes en Madrid/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`descubrir-${width}.png`) });
    await toList();
    await page.screenshot({ path: testInfo.outputPath(`descubrir-lista-${width}.png`) });

    await page.goto('/web/app?tipo=deporte&dias=1,2,3,4,5,6,7&franjas=tarde,noche&orden=cerca');
    await page.waitForLoadState('networkidle');
    if (width < 1024) {
      await page.getByRole('button', { name: /^Filtros/ }).click();
      await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
      await page.screenshot({ path: testInfo.outputPath(`descubrir-filtros-${width}.png`) });
      await page.getByRole('dialog').evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
      await page.screenshot({ path: testInfo.outputPath(`descubrir-filtros-fin-${width}.png`) });
    } else {
      await toList();
      await page.screenshot({ path: testInfo.outputPath(`descubrir-filtros-${width}.png`) });
    }

    await page.goto('/web/app?disciplina=golf&cuando=esta-noche');
    await page.getByText('No hay planes con estos filtros').waitFor();
    await page.waitForLoadState('networkidle');
    await toList();
    await page.screenshot({ path: testInfo.outputPath(`descubrir-vacio-${width}.png`) });
  }
});
