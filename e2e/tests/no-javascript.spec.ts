import { expect, test } from './support/test.js';
import { infoAnchors, publicPages } from './support/site.js';

test.use({ javaScriptEnabled: false });

// Content, not layout: once is enough (the layout spec covers widths).

for (const { path, h1, text } of publicPages) {
  test(`${path} is readable and styled without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByText(text).first()).toBeVisible();
    // The page's stylesheets are linked in its HTML, not added by scripts.
    await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(31, 36, 48)');
    await expect(page.getByRole('main').locator('section, div').first()).toBeVisible();
  });
}

test('without JavaScript the links still work and the info anchors exist', async ({ page }) => {
  const response = await page.goto('/web');
  // The testimonials need the API: the block waits, and says why to browsers without scripts.
  await expect(page.locator('#opiniones').getByRole('status')).toHaveText(/Cargando opiniones/);
  expect(await response?.text()).toContain('Activa JavaScript en tu navegador');
  await page.getByRole('link', { name: 'Ver más sobre Conexiones reales' }).click();
  await expect(page).toHaveURL(/\/web\/info#/);
  for (const id of infoAnchors) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Todo lo que puedes hacer con Antojo',
  );
});
