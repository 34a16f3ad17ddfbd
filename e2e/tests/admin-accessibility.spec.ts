import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { adminPath, openSignedIn, staffMenu, staffToken } from './support/staff.js';

async function severeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => `${impact}: ${id} (${nodes.map((n) => n.target).join(', ')})`);
}

// Both colour schemes, as the system sets them: the staff area follows it unless the staff
// member chose otherwise (the menu's «Tema»).
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the staff pages have no serious or critical WCAG A/AA violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(adminPath.login);
    await page.getByLabel('Correo').focus();
    await page.getByLabel('Contraseña', { exact: true }).focus();
    await expect(page.getByText('Campo requerdio.')).toBeVisible();
    expect(await severeViolations(page), 'login').toEqual([]);

    await openSignedIn(page, await staffToken(request), adminPath.dashboard);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    expect(await severeViolations(page), 'dashboard').toEqual([]);

    // Through the menu: the pages as staff reach them, without reloading the area each time.
    const menu = async () => staffMenu(page);
    const visit = async (open: () => Promise<void>, h1: string) => {
      await open();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      expect(await severeViolations(page), h1).toEqual([]);
    };
    await visit(
      async () => (await menu()).getByRole('link', { name: 'APK deploy' }).click(),
      'APK Deploys',
    );
    await visit(() => page.getByRole('link', { name: 'Crear Deploy' }).click(), 'Subir Deploy');
    // The texts' rows are all alike: a search keeps a few, and axe's run short.
    await visit(async () => {
      await (await menu()).getByRole('link', { name: 'Textos' }).click();
      await page.getByLabel('Buscar').fill('alert.');
    }, 'Textos');
    await visit(
      async () => (await menu()).getByRole('link', { name: 'Ayuda y opiniones' }).click(),
      'Ayuda y opiniones',
    );
  });
}
