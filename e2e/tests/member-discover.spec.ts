import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { hostPlanAt, moveTo, planReference } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Descubrir: "ahora" first, then every plan with its filters kept in the address, page after
// page, and the place kept when coming back from a plan. Each test uses its own city or its own
// words, so the plans other tests of the worker leave on its server do not get in the way.

/** The filters: beside the list on wide screens, in a sheet on phones. */
async function openFilters(page: Page) {
  await expect(page.getByRole('heading', { name: /^Planes / })).toBeVisible();
  const button = page.getByRole('button', { name: /^Filtros/ });
  if (await button.isVisible()) {
    await button.click();
    return page.getByRole('dialog', { name: 'Filtros' });
  }
  return page.getByRole('complementary', { name: 'Filtros' });
}

/** Closes the phone's sheet with its "Ver N planes" button (nothing to do beside the list). */
async function closeFilters(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /^Ver / }).click();
    await expect(dialog).toBeHidden();
  }
}

const results = (page: Page) => page.getByRole('region', { name: /^Planes / });
const card = (page: Page, description: string) =>
  results(page).getByRole('article').filter({ hasText: description });

test('a plan starting within three hours is in "ahora"; later ones only in the list', async ({
  page,
  request,
}) => {
  const ref = await planReference(request);
  const logrono = ref.city('Logroño');
  const stamp = Date.now();
  const host = await signUpMember(request, { email: `ahora-a-${stamp}@antojo.test` });
  const viewer = await signUpMember(request, { email: `ahora-b-${stamp}@antojo.test` });
  await moveTo(request, viewer, logrono);
  const soon = `Vermú por El Tubo ${stamp}`;
  const later = `Paseo por el Ebro ${stamp}`;
  await hostPlanAt(request, ref, host, { description: soon, startsIn: 45, city: logrono });
  await hostPlanAt(request, ref, host, { description: later, startsIn: 60 * 26, city: logrono });

  await openSignedIn(page, viewer.token, '/web/app');
  const now = page.getByRole('region', { name: 'Ahora' });
  await expect(now).toContainText('Planes 24/7');
  const soonCard = now.getByRole('article').filter({ hasText: soon });
  await expect(soonCard).toBeVisible();
  await expect(soonCard).toContainText(/En (4[4-6]) min/);
  await expect(now.getByRole('article').filter({ hasText: later })).toHaveCount(0);

  // Both are in the list below, in the member's city, the soonest first.
  await expect(page.getByRole('heading', { name: 'Planes en Logroño' })).toBeVisible();
  await expect(card(page, soon)).toBeVisible();
  await expect(card(page, later)).toBeVisible();
  const order = await results(page).getByRole('article').allInnerTexts();
  const at = (text: string) => order.findIndex((entry) => entry.includes(text));
  expect(at(soon)).toBeLessThan(at(later));
});

test('filters by discipline and "cerca de mí", in the address, kept on reload', async ({
  page,
  context,
  request,
}) => {
  const ref = await planReference(request);
  const valencia = ref.city('Valencia');
  const stamp = Date.now();
  const host = await signUpMember(request, { email: `cerca-a-${stamp}@antojo.test` });
  const viewer = await signUpMember(request, { email: `cerca-b-${stamp}@antojo.test` });
  // The member stands in the Plaza del Ayuntamiento.
  const here = { latitude: 39.4699, longitude: -0.3763 };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const plan = (description: string, at: { lat: number; lon: number }, discipline: string) =>
    hostPlanAt(request, ref, host, {
      description: `${description} ${stamp}`,
      startsIn: 60 * 30,
      city: valencia,
      at,
      discipline,
    });
  const padelNear = await plan('Pádel en Ruzafa', { lat: 39.4623, lon: -0.3739 }, 'padel');
  const padelFar = await plan('Pádel en Sagunto', { lat: 39.6797, lon: -0.2783 }, 'padel');
  const tennisNear = await plan('Tenis en el Turia', { lat: 39.4752, lon: -0.3698 }, 'tenis');

  await openSignedIn(page, viewer.token, '/web/app');
  const filters = await openFilters(page);
  await filters.getByLabel('Disciplina').selectOption({ label: 'Pádel' });
  await filters.getByRole('button', { name: 'Cerca de mí' }).click();
  await expect(filters.getByRole('button', { name: '10 km' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await closeFilters(page);

  await expect(page).toHaveURL(/disciplina=padel/);
  await expect(page).toHaveURL(/cerca=39\.47%2C-0\.376&km=10/);
  await expect(page.getByRole('heading', { name: 'Planes cerca de ti' })).toBeVisible();
  await expect(card(page, padelNear.description)).toContainText('a 900 m');
  await expect(card(page, padelFar.description)).toHaveCount(0);
  await expect(card(page, tennisNear.description)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText('Pádel');

  // Farther: 50 km reaches Sagunto; nearest first puts Ruzafa before it.
  const wider = await openFilters(page);
  await wider.getByRole('button', { name: '50 km' }).click();
  await closeFilters(page);
  await expect(page).toHaveURL(/km=50/);
  await expect(card(page, padelFar.description)).toBeVisible();
  await page.getByRole('button', { name: 'Más cerca' }).click();
  await expect(page).toHaveURL(/orden=cerca/);

  // The address is the search: a reload finds the same plans, in the same order.
  await page.reload();
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips).toContainText('Pádel');
  await expect(chips).toContainText('A 50 km de ti');
  await expect(page.getByRole('button', { name: 'Más cerca' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(page, padelFar.description)).toBeVisible();
  await expect(card(page, tennisNear.description)).toHaveCount(0);
  const order = await results(page).getByRole('article').allInnerTexts();
  const at = (text: string) => order.findIndex((entry) => entry.includes(text));
  expect(at(padelNear.description)).toBeGreaterThanOrEqual(0);
  expect(at(padelNear.description)).toBeLessThan(at(padelFar.description));

  // A chip takes its filter away: the tennis is back.
  await chips.getByRole('button', { name: 'Quitar el filtro Pádel' }).click();
  await expect(page).not.toHaveURL(/disciplina/);
  await expect(card(page, tennisNear.description)).toBeVisible();
});

test.describe('page after page', () => {
  const TOTAL = 25;
  let token = '';
  let word = '';

  test.beforeAll(async ({ request }) => {
    const ref = await planReference(request);
    const stamp = Date.now();
    word = `quedada${stamp}`;
    const host = await signUpMember(request, { email: `paginas-a-${stamp}@antojo.test` });
    const viewer = await signUpMember(request, { email: `paginas-b-${stamp}@antojo.test` });
    token = viewer.token;
    for (let index = 1; index <= TOTAL; index++) {
      await hostPlanAt(request, ref, host, {
        description: `Plan ${String(index).padStart(2, '0')} de la ${word}`,
        startsIn: 60 * 24 + index * 30,
        city: ref.city('Almería'),
      });
    }
  });

  test('scrolling to the end loads the second page; back from a plan keeps the place', async ({
    page,
  }) => {
    await openSignedIn(page, token, `/web/app?q=${word}&ciudad=todas`);
    await expect(page.getByText(`${TOTAL} planes`)).toBeVisible();
    const articles = results(page).getByRole('article');
    await expect(articles).toHaveCount(20);

    // Near the end of the first page, the second one comes by itself.
    await articles.nth(19).scrollIntoViewIfNeeded();
    await expect(articles).toHaveCount(TOTAL);
    await expect(page.getByText('Ya los has visto todos.')).toBeVisible();

    // Into a plan far down the list, and back.
    const chosen = articles.nth(22);
    await chosen.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate('window.scrollY');
    expect(scrolled).toBeGreaterThan(1000);
    await chosen.getByRole('link', { name: /^Plan 23/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Descubrir');
    await expect(articles).toHaveCount(TOTAL);
    await expect
      .poll(() => page.evaluate('window.scrollY') as Promise<number>)
      .toBeGreaterThan((scrolled as number) - 60);
    expect(await page.evaluate('window.scrollY')).toBeLessThan((scrolled as number) + 60);
    await expect(articles.nth(22)).toBeInViewport();
  });

  test('without IntersectionObserver, "Cargar más planes" loads the next page from the keyboard', async ({
    page,
  }) => {
    await page.addInitScript('delete window.IntersectionObserver');
    await openSignedIn(page, token, `/web/app?q=${word}&ciudad=todas&orden=cerca`);
    const articles = results(page).getByRole('article');
    await expect(articles).toHaveCount(20);
    const more = page.getByRole('button', { name: 'Cargar más planes' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(articles).toHaveCount(TOTAL);
    await expect(more).toHaveCount(0);
  });
});

test('a search with nothing in it says so, and clearing the filters brings the plans back', async ({
  page,
  request,
}) => {
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, { email: `vacio-a-${stamp}@antojo.test` });
  const viewer = await signUpMember(request, { email: `vacio-b-${stamp}@antojo.test` });
  const santander = ref.city('Santander');
  await moveTo(request, viewer, santander);
  const social = `Pintxos por el Casco Viejo ${stamp}`;
  await hostPlanAt(request, ref, host, { description: social, startsIn: 60 * 30, city: santander });

  await openSignedIn(page, viewer.token, '/web/app?disciplina=golf&franjas=manana');
  await expect(
    page.getByRole('heading', { name: 'No hay planes con estos filtros' }),
  ).toBeVisible();
  await expect(page.getByText('0 planes')).toBeVisible();
  await page.getByRole('button', { name: 'Borrar filtros' }).first().click();
  await expect(page).toHaveURL(/\/web\/app$/);
  await expect(card(page, social)).toBeVisible();
});

test('a list that cannot load says so and tries again; without a connection it says so', async ({
  page,
  context,
  request,
}) => {
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, { email: `fallo-a-${stamp}@antojo.test` });
  const viewer = await signUpMember(request, { email: `fallo-b-${stamp}@antojo.test` });
  const burgos = ref.city('Burgos');
  await moveTo(request, viewer, burgos);
  const plan = `Teterías del Albaicín ${stamp}`;
  await hostPlanAt(request, ref, host, { description: plan, startsIn: 60 * 30, city: burgos });

  // The server fails: the list says so, and "Reintentar" asks again.
  const lists = /\/api\/activity\?/;
  await page.route(lists, (route) =>
    route.fulfill({ status: 500, json: { message: 'Error del servidor.' } }),
  );
  await openSignedIn(page, viewer.token, '/web/app');
  const failed = results(page).getByRole('alert');
  await expect(failed).toContainText('No hemos podido cargar los planes');
  await page.unroute(lists);
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(card(page, plan)).toBeVisible();

  // Offline, a new order cannot come: the list says so and keeps what it has, then catches up.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Más cerca' }).click();
  const waiting = results(page).getByText('Sin conexión: estos planes pueden no estar al día.');
  await expect(waiting).toBeVisible();
  await expect(card(page, plan)).toBeVisible();
  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(card(page, plan)).toContainText(/a \d/);
});

test('while the plans load, cards of their size hold their place: nothing moves when they come', async ({
  page,
  request,
}) => {
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, { email: `carga-a-${stamp}@antojo.test` });
  const viewer = await signUpMember(request, { email: `carga-b-${stamp}@antojo.test` });
  const city = ref.city('Salamanca');
  await moveTo(request, viewer, city);
  const plan = `Pádel ${stamp}`;
  await hostPlanAt(request, ref, host, {
    description: plan,
    startsIn: 60,
    city,
    discipline: 'padel',
    level: 'intermedio',
    address: 'Club',
  });

  // The lists wait until the skeletons are measured.
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/activity\?/, async (route) => {
    await answered;
    await route.continue();
  });
  await openSignedIn(page, viewer.token, '/web/app');
  const list = results(page);
  await expect(list.getByText('Buscando planes…')).toBeAttached();
  const height = (selector: string) =>
    list
      .locator(selector)
      .first()
      .evaluate((node) => (node as unknown as { offsetHeight: number }).offsetHeight);
  const skeleton = await height('[aria-busy="true"] > [aria-hidden="true"]');
  const before = await page.getByRole('button', { name: 'Más pronto' }).boundingBox();
  const feedBefore = await page.getByRole('region', { name: 'Ahora' }).boundingBox();
  release();
  await expect(card(page, plan)).toBeVisible();
  expect(
    await card(page, plan).evaluate(
      (node) => (node as unknown as { offsetHeight: number }).offsetHeight,
    ),
  ).toBe(skeleton);
  expect(await page.getByRole('button', { name: 'Más pronto' }).boundingBox()).toEqual(before);
  expect(await page.getByRole('region', { name: 'Ahora' }).boundingBox()).toEqual(feedBefore);
});
