import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { collectErrors } from './support/live.js';
import { attend, moveTo, planReference } from './support/plans.js';
import { adminPath, openSignedIn, signUpMember, staffToken } from './support/staff.js';

// Move and Premium (issue 22): a member without a plan meets Descubrir's advanced filters
// locked and the plan page (checkout is off in the browser tests: no provider keys); staff give
// her Move in "Planes"; then the filters and "Estadísticas" open, with charts drawn from her own
// verified activities.

/** What the test reads of a canvas (the tests' types have no DOM). */
type Canvas = {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  };
};

/** Descubrir's filters: the panel beside the list on a desk, a sheet on a phone. */
async function openFilters(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /^Filtros/ }).click();
    return page.getByRole('dialog', { name: 'Filtros' });
  }
  return page.getByRole('complementary', { name: 'Filtros' });
}

test('a locked filter leads to the plan; staff give Move; the filters and statistics open', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const phone = testInfo.project.name === 'phone';
  const cityName = phone ? 'Lugo' : 'Ourense';
  const ref = await planReference(request);
  const errors: string[] = [];
  const [ana, teo] = await Promise.all(
    ['ana', 'teo'].map((name) =>
      signUpMember(request, {
        email: `planes-${name}-${stamp}@antojo.test`,
        firstname: name[0]!.toUpperCase() + name.slice(1),
      }),
    ),
  );
  for (const member of [ana!, teo!]) await moveTo(request, member, ref.city(cityName));
  // Her real activities: two pádel matches and one of tenis, verified by both sides.
  await attend(request, ref, teo!, ana!, `Pádel con Teo ${stamp}`, cityName);
  await attend(request, ref, teo!, ana!, `Revancha ${stamp}`, cityName);
  await attend(request, ref, teo!, ana!, `Tenis ${stamp}`, cityName, 'tenis');

  // Without a plan: the advanced filters say what they are and lead to Move.
  collectErrors(page, errors);
  await openSignedIn(page, ana!.token, '/web/app');
  let filters = await openFilters(page, phone);
  await expect(filters.getByRole('heading', { name: 'Filtros avanzados' })).toBeVisible();
  await expect(filters.getByText('Con Move o Premium')).toBeVisible();
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('filtros-bloqueados.png'), fullPage: true });
  }
  await filters.getByRole('link', { name: 'Ver Move' }).click();
  await expect(page).toHaveURL(/\/web\/app\/plans\?para=advanced_filters$/);
  await expect(page.getByRole('heading', { name: 'Sin plan' })).toBeVisible();
  await expect(page.getByText('Ahora usas Antojo sin plan.')).toBeVisible();
  const move = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Move' }) });
  await expect(move).toHaveAttribute('data-highlight', '');
  await expect(move).toContainText('Filtros avanzados');
  // No provider keys here: a clear word instead of a button that cannot pay.
  await expect(page.getByRole('note')).toContainText(
    'Las suscripciones a Move y Premium abren pronto',
  );
  await expect(page.getByRole('button', { name: /^Hazte/ })).toHaveCount(0);
  // No price anywhere.
  await expect(page.locator('main')).not.toContainText('€');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('planes-sin-plan.png'), fullPage: true });
  }
  await page.goto('/web/app/stats');
  await expect(page.getByText('Con Move o Premium')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);

  // Staff, at a desk: Move for her, for 30 days, with why.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await desk.newPage();
  collectErrors(staffPage, errors);
  await openSignedIn(staffPage, await staffToken(request), adminPath.plans);
  const give = staffPage.getByRole('region', { name: 'Dar un plan' });
  // Her number typed in the finder finds her.
  await give.getByLabel('Miembro', { exact: true }).fill(String(ana!.user.id));
  await give
    .getByRole('option')
    .filter({ hasText: `n.º ${ana!.user.id}` })
    .click();
  await give.getByLabel('Plan', { exact: true }).selectOption('move');
  await give.getByLabel('Días').fill('30');
  await give.getByLabel('Motivo').fill('Ganadora del sorteo de noviembre');
  await give.getByRole('button', { name: 'Dar el plan' }).click();
  await expect(staffPage.getByRole('status')).toContainText('Plan dado a Ana');
  const history = staffPage.getByRole('region', { name: 'Historial de concesiones' });
  await expect(history).toContainText('Ganadora del sorteo de noviembre');
  if (process.env.SCREENSHOTS) {
    await staffPage.screenshot({ path: testInfo.outputPath('staff-planes.png'), fullPage: true });
  }
  await desk.close();

  // Her plan says so, and the filters open.
  await page.goto('/web/app/plans');
  await expect(page.getByRole('heading', { name: 'Move', level: 2 }).first()).toBeVisible();
  await expect(page.getByText(/Tienes Move hasta el .*, regalo del equipo\./)).toBeVisible();
  await page.goto('/web/app');
  filters = await openFilters(page, phone);
  await filters.getByLabel('Solo anfitriones fiables').click();
  await expect(page).toHaveURL(/fiables=si/);
  await expect(filters.getByLabel('Solo anfitriones fiables')).toBeChecked();
  await filters.getByLabel('Empieza desde las').fill('18:00');
  await filters.getByLabel('y antes de las').fill('23:30');
  await expect(page).toHaveURL(/horas=18%3A00-23%3A30/);
  if (phone) await page.getByRole('button', { name: /^Ver/ }).click();
  await expect(
    page.getByRole('button', { name: 'Quitar el filtro Anfitriones fiables' }),
  ).toBeVisible();
  await expect(page.getByText('No hemos podido cargar los planes')).toHaveCount(0);
  await expect(page.getByText('Estos filtros son de Move')).toHaveCount(0);

  // Statistics, from her three verified activities this month.
  await page.goto('/web/app/stats');
  const totals = page.getByRole('definition');
  await expect(totals.first()).toHaveText('3');
  const activities = page.getByRole('img', { name: /^Actividades por mes/ });
  await expect(activities).toBeVisible();
  const series = JSON.parse((await activities.getAttribute('data-series'))!) as number[];
  expect(series.at(-1)).toBe(3);
  const disciplines = page.getByRole('img', { name: /^Actividades por disciplina/ });
  await expect(disciplines).toHaveAttribute('aria-label', /Pádel, 2; Tenis, 1/);
  await expect(page.getByRole('img', { name: /^Puesto en el ranking/ })).toBeVisible();
  // Drawn: the canvas is not blank.
  const drawn = await activities.evaluate((element) => {
    const canvas = element as unknown as Canvas;
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index]! > 0) painted++;
    return painted;
  });
  expect(drawn).toBeGreaterThan(500);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('estadisticas.png'), fullPage: true });
  }
  expect(errors).toEqual([]);
});
