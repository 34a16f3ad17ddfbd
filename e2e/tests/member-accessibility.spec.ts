import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { appPath, hostPlan } from './support/members.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Every screen of the member app: no serious or critical WCAG A/AA violation, and nothing
// wider than a 360 px phone.

async function severeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => `${impact}: ${id} (${nodes.map((n) => n.target).join(', ')})`);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth - (globalThis as unknown as { innerWidth: number }).innerWidth,
  );
}

const MEMBER_PAGES: Array<[path: string, h1: string]> = [
  ['/web/app', 'Descubrir'],
  ['/web/app/map', 'Mapa'],
  ['/web/app/deck', 'Deslizar'],
  ['/web/app/settings/blocked', 'Personas bloqueadas'],
  ['/web/app/settings/calendar', 'Calendario'],
  ['/web/app/create', 'Crear'],
  ['/web/app/chats', 'Chats'],
  ['/web/app/profile', 'Perfil'],
  ['/web/app/profile/edit', 'Editar perfil'],
  ['/web/app/notifications', 'Notificaciones'],
  ['/web/app/settings', 'Ajustes'],
  ['/web/app/settings/profile', 'Configuraciones de Perfil'],
  ['/web/app/settings/feedback', 'Valorar la app'],
];

const GUEST_PAGES: Array<[path: string, h1: string]> = [
  [appPath.welcome, 'Te damos la bienvenida a Antojo'],
  [appPath.join, 'Crear cuenta'],
  [appPath.signIn, 'Iniciar sesión'],
  ['/web/app/forgot-password', '¿Olvidaste tu contraseña?'],
];

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the guest screens are accessible and fit', async ({ page }) => {
    for (const [path, h1] of GUEST_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      expect(await severeViolations(page), path).toEqual([]);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the member screens are accessible and fit', async ({ page, request }) => {
    test.setTimeout(150_000);
    const session = await signUpMember(request, {
      email: `a11y-${Date.now()}@antojo.test`,
      firstname: 'Valentina',
    });
    const plan = await hostPlan(request, session.token, 'Un paseo por el casco antiguo');
    await request.post(`/api/activity/${plan.id}/message`, {
      headers: { authorization: `Bearer ${session.token}` },
      multipart: { message: 'Quedamos en la fuente de la plaza.' },
    });
    const link = await request.post(`/api/activity/${plan.id}/invitation-links`, {
      headers: { authorization: `Bearer ${session.token}` },
      multipart: { mode: 'join' },
    });
    expect(link.status()).toBe(201);
    await openSignedIn(page, session.token, '/web/app');
    const pages: Array<[string, string]> = [
      ...MEMBER_PAGES,
      [`/web/app/i/${(await link.json()).token}`, 'Invitación'],
      [`/web/app/u/${session.user.id}`, 'Perfil'],
      [`/web/app/a/${plan.id}`, 'Plan'],
      [`/web/app/chats/${plan.id}`, 'Chat'],
    ];
    for (const [path, h1] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      // Let the page's data arrive before it is judged.
      await page.waitForLoadState('networkidle');
      expect(await severeViolations(page), path).toEqual([]);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

// The dark scheme, as the system sets it, on a representative set of screens: the shell, cards,
// chips, chat bubbles, switches and forms. A dark text left on a dark card fails here only.
test.describe('in the dark scheme at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('the guest and member screens are accessible', async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await signUpMember(request, {
      email: `a11y-oscuro-${Date.now()}@antojo.test`,
      firstname: 'Noelia',
    });
    const plan = await hostPlan(request, session.token, 'Una ruta al atardecer por el río');
    await request.post(`/api/activity/${plan.id}/message`, {
      headers: { authorization: `Bearer ${session.token}` },
      multipart: { message: 'Quedamos en el puente.' },
    });
    await page.goto(appPath.join);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear cuenta');
    expect(await severeViolations(page), appPath.join).toEqual([]);

    await openSignedIn(page, session.token, '/web/app');
    const pages: Array<[string, string]> = [
      ['/web/app', 'Descubrir'],
      ['/web/app/create', 'Crear'],
      ['/web/app/chats', 'Chats'],
      [`/web/app/chats/${plan.id}`, 'Chat'],
      [`/web/app/a/${plan.id}`, 'Plan'],
      ['/web/app/profile', 'Perfil'],
      ['/web/app/profile/edit', 'Editar perfil'],
      ['/web/app/notifications', 'Notificaciones'],
      ['/web/app/settings/profile', 'Configuraciones de Perfil'],
    ];
    for (const [path, h1] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await page.waitForLoadState('networkidle');
      expect(await severeViolations(page), path).toEqual([]);
    }
  });
});

/** Descubrir with filters in force, the place chosen by search, and a date range open. */
const DISCOVER_FILTERED =
  '/web/app?tipo=deporte&disciplina=padel&ciudad=todas&desde=2030-01-01&dias=6,7&franjas=noche';

test.describe('Descubrir with its filters open', () => {
  test('in a sheet at 360 px: accessible and fits', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const session = await signUpMember(request, {
      email: `a11y-filtros-${Date.now()}@antojo.test`,
      firstname: 'Fernanda',
    });
    await openSignedIn(page, session.token, DISCOVER_FILTERED);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet.getByLabel('Desde')).toBeVisible();
    await sheet.getByRole('button', { name: 'Otra ciudad' }).click();
    await expect(sheet.getByRole('combobox', { name: 'Ciudad' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await severeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('beside the list at 1280 px: accessible', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const session = await signUpMember(request, {
      email: `a11y-panel-${Date.now()}@antojo.test`,
      firstname: 'Federico',
    });
    await hostPlan(request, session.token, 'Un plan que otro no verá aquí');
    await openSignedIn(page, session.token, DISCOVER_FILTERED);
    const panel = page.getByRole('complementary', { name: 'Filtros' });
    await expect(panel.getByLabel('Disciplina')).toHaveValue('padel');
    await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await severeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the app works with the keyboard alone: tabs, the back button and a form', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a keyboard test: a phone has no Tab key');
  const session = await signUpMember(request, {
    email: `teclado-${Date.now()}@antojo.test`,
    firstname: 'Teodoro',
  });
  await openSignedIn(page, session.token, '/web/app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Descubrir');

  // The skip link comes first and lands on the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();

  // Ajustes by keyboard, then back by keyboard.
  await page.getByRole('link', { name: 'Ajustes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
  await page.getByRole('button', { name: 'Volver' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Descubrir');

  // A switch of Configuraciones de Perfil, turned with the space bar, is saved.
  await page.goto('/web/app/settings/profile');
  const lastname = page.getByRole('switch', { name: 'Mostrar mis apellidos' });
  await lastname.focus();
  await page.keyboard.press('Space');
  await expect(lastname).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mostrar mis apellidos' })).not.toBeChecked();
});

test('without a connection the app says so, and stops saying it when it is back', async ({
  page,
  request,
  context,
}) => {
  const session = await signUpMember(request, {
    email: `sinred-${Date.now()}@antojo.test`,
    firstname: 'Olivia',
  });
  await openSignedIn(page, session.token, '/web/app/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil');
  const banner = page.getByText('Sin conexión.', { exact: false });
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
