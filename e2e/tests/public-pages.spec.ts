import { expect, test } from './support/test.js';
import { collectErrors, infoAnchors, publicPages } from './support/site.js';

// Content, not layout: once is enough (the layout spec covers widths).

for (const { path, title, h1, footerLink, text } of publicPages) {
  test(`${path} is served prerendered, with its title, landmarks and footer highlight`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Prerendered: the content is in the HTML the server sends.
    expect(await response?.text()).toContain(`>${h1}</h1>`);

    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByText(text).first()).toBeVisible();

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

    // The footer marks the current page's link, and only that one.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: footerLink, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(footer.locator('[aria-current="page"]')).toHaveCount(1);
    for (const name of ['Inicio', 'Administración', 'Términos y condiciones']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the footer links lead to home, administration, terms and privacy', async ({ page }) => {
  await page.goto('/web/info');
  const footer = page.getByRole('contentinfo');
  const hrefs = {
    Inicio: '/web',
    Administración: '/web/administration',
    'Términos y condiciones': '/web/terms-and-conditions',
    'Privacidad y seguridad': '/web/privacy-and-security-polices',
  };
  for (const [name, href] of Object.entries(hrefs)) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'Términos y condiciones', exact: true }).click();
  await expect(page).toHaveURL(/\/web\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
  await expect(footer.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the info page has every section anchor, describing each feature', async ({ page }) => {
  await page.goto('/web/info');
  for (const id of infoAnchors) {
    const section = page.locator(`[id="${id}"]`);
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    // The table of contents links to it.
    await expect(page.locator(`nav a[href="#${id}"]`)).toHaveCount(1);
  }
  const features = [
    'Desliza los planes',
    'Búsqueda avanzada',
    'Perfiles deportivos',
    'Mapa de deseos',
    'Eventos y retos con marcas',
    'Planes 24/7',
    'Calorías estimadas',
    'Ranking mensual',
    'Moneda virtual',
    'Tienda en la app',
    'Grupos',
    'Chats',
    'Amigos',
    'Notificaciones',
  ];
  for (const name of features) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(page.locator('#Premium_Planes')).toContainText('Move');
  await expect(page.locator('#Premium_Planes')).toContainText('Premium');
  await expect(page.locator('#Premium_Planes')).not.toContainText('€');
  // It promises only what exists: no match between people, no AI for a formula.
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/\bmatch/i);
  await expect(main).not.toContainText(/inteligencia artificial|\bIA\b/);
  await expect(page.locator('[id="Actividad_Física_Eventos"]')).toContainText('MET');
});

test('opening an anchor of the info page scrolls to its section', async ({ page }) => {
  await page.goto('/web/info#Actividad_Física_Eventos');
  await expect(page.locator('[id="Actividad_Física_Eventos"]')).toBeInViewport();
});

test('the terms cover every section the spec lists', async ({ page }) => {
  await page.goto('/web/terms-and-conditions');
  const headings = [
    'Aceptación de los términos',
    'Uso de la plataforma',
    'Cuentas de usuario',
    'Pagos y suscripciones',
    'Responsabilidad del usuario',
    'Resolución de disputas',
    'Terminación',
    'Exclusión de responsabilidad',
    'Política de cookies',
    'Otras tecnologías de seguimiento',
    'Revocación del consentimiento de cookies',
    'Cambios en los términos',
    'Enlaces externos',
    'Contacto',
  ];
  const main = page.getByRole('main');
  const h2 = await main.getByRole('heading', { level: 2 }).allTextContents();
  expect(h2.filter((text) => /^\d+\. /.test(text))).toEqual(
    headings.map((heading, index) => `${index + 1}. ${heading}`),
  );
  for (const phrase of [
    '18 años o más',
    'Las suscripciones se renuevan automáticamente',
    'Los pagos no son reembolsables',
    '30 días',
    'arbitraje vinculante',
  ]) {
    await expect(main.getByText(phrase).first()).toBeVisible();
  }
  const cookies = main.getByRole('table', { name: 'Tipos de cookies que podemos utilizar' });
  await expect(cookies.getByRole('row')).toHaveCount(5);
  await expect(cookies.getByRole('rowheader', { name: 'Técnicas o necesarias' })).toBeVisible();
});

test('the privacy policy covers data, use, sharing, security and rights', async ({ page }) => {
  await page.goto('/web/privacy-and-security-polices');
  const main = page.getByRole('main');
  for (const heading of [
    'Datos que recogemos',
    'Cómo usamos tus datos',
    'Con quién compartimos tus datos',
    'Seguridad',
    'Tus derechos',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByText('13/01/2025').first()).toBeVisible();
});

test('the delete-account page gives the four steps and what is erased', async ({ page }) => {
  await page.goto('/web/info/delete-account');
  const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Inicia sesión en la app');
  await expect(steps.nth(1)).toContainText('barra superior');
  await expect(steps.nth(2)).toContainText('Configuraciones de Perfil');
  await expect(steps.nth(3)).toContainText('Eliminar cuenta');
  await expect(page.getByRole('heading', { level: 2, name: 'Qué se elimina' })).toBeVisible();
});
