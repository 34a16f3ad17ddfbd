import { expect, test } from './support/test.js';
import { collectErrors } from './support/site.js';

test('an unknown address answers 404 with the not-found page and a way home', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/web/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('>Página no encontrada</h1>');
  await expect(page).toHaveTitle('Página no encontrada · Antojo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');

  await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/web$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Donde el deseo espontáneo se convierte en conexión',
  );
  expect(errors).toEqual([]);
});

test.describe('the staff area', () => {
  test('the staff area’s address boots the client shell, which shows the staff login', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/web/administration');
    expect(response?.status()).toBe(200);
    // The shell is client-rendered: no prerendered content in its HTML.
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('admin');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the footer’s administration link leads to the staff login and back', async ({ page }) => {
    await page.goto('/web');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Administración' }).click();
    await expect(page).toHaveURL(/\/web\/administration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('admin');
    await page.getByRole('link', { name: 'Ir a la web pública' }).click();
    await expect(page).toHaveURL(/\/web$/);
  });
});
