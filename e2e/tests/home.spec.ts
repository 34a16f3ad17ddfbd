import { expect, test } from './support/test.js';
import { collectErrors, infoAnchors, testimonialsSettled } from './support/site.js';

test('the home page introduces the product with the spec’s blocks', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/web');
  await expect(page).toHaveTitle('Antojo · Donde el deseo espontáneo se convierte en conexión');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Donde el deseo espontáneo se convierte en conexión',
  );

  // Header: logo and name (home link) and the way into the app. The download link to the
  // store comes from configuration (VITE_GOOGLE_PLAY_URL, VITE_APP_STORE_URL; unit-tested in
  // lib/store-links.test.ts): this build has none, so no page offers a store, nor searches one.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Antojo' })).toHaveAttribute('href', '/web');
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/web/app');
  await expect(page.getByRole('link', { name: /Descargar/ })).toHaveCount(0);
  await expect(page.locator('a[href*="play.google.com"], a[href*="apple.com"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Abrir la web app' }).first()).toBeVisible();

  // The non-functional sample card.
  const card = page.getByRole('figure').filter({ hasText: 'Crear Actividad' });
  await expect(card.getByText('Crear Actividad', { exact: true }).first()).toBeVisible();
  await expect(card.getByLabel('Descripción')).toHaveValue(/pádel/i);
  await expect(card.getByRole('radio', { name: 'Social' })).toBeDisabled();
  await expect(card.getByRole('radio', { name: 'Deporte' })).toBeChecked();
  await expect(card.getByLabel('Inicio')).toHaveValue(/\d{1,2}:\d{2}/);
  await expect(card.getByLabel('Duración')).toHaveValue(/\d/);
  await expect(card.getByLabel('Participantes')).toHaveValue('4');
  await expect(card.getByLabel('Ubicación')).toHaveValue('Madrid');

  // Six tiles, each with its "Ver más" to the info page or one of its anchors.
  const tiles = {
    'Conexiones reales': `/web/info#${infoAnchors[0]}`,
    'Mapa de deseos': '/web/info',
    'Eventos y retos': `/web/info#${infoAnchors[1]}`,
    'Ranking y posiciones': `/web/info#${infoAnchors[3]}`,
    'Epicentro de actividades': '/web/info',
    'Planes 24/7': '/web/info',
  };
  for (const [title, href] of Object.entries(tiles)) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const link = page.getByRole('link', { name: `Ver más sobre ${title}` });
    expect(decodeURI((await link.getAttribute('href')) ?? '')).toBe(href);
  }

  await testimonialsSettled(page);
  expect(errors).toEqual([]);
});

test('only the testimonials are hydrated: "Ver más" is a plain link to the prerendered info section', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/web');
  await testimonialsSettled(page);
  // The testimonials answer clicks and scroll (islands); the page's links are plain links.
  await expect(page.locator('#opiniones [data-island="testimonials"]')).toBeAttached();

  await page.getByRole('link', { name: 'Ver más sobre Ranking y posiciones' }).click();
  await expect(page).toHaveURL(/\/web\/info#Ranking$/);
  await expect(page).toHaveTitle('Funciones · Antojo');
  await expect(page.locator('#Ranking')).toBeInViewport();
  expect(errors).toEqual([]);
});
