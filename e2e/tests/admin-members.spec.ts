import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { hostPlanAt, planReference } from './support/plans.js';
import { adminPath, openSignedIn, signUpMember, staffToken } from './support/staff.js';

// Issue 35, item 8: wherever staff need a member they find them by name, e-mail or phone,
// and the moderation queue shows what was reported with a link to it. At phone and desk widths.

/** Letters only (a name takes no digits): the run's stamp spelled with a..j. */
const lettersOf = (stamp: number) =>
  String(stamp)
    .slice(-7)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** No part of the page is wider than the screen. */
async function fitsTheScreen(page: Page) {
  const overflow = (await page.evaluate(
    '(() => document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth)()',
  )) as number;
  expect(overflow).toBeLessThanOrEqual(0);
}

// The narrowest phone the staff area is made for.
test.beforeEach(async ({ page, isMobile }) => {
  if (isMobile) await page.setViewportSize({ width: 360, height: 740 });
});

test('staff find a member by part of the name and give them a plan, with the keyboard', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const code = lettersOf(stamp);
  const firstname = `Eulalia ${code[0]!.toUpperCase()}${code.slice(1)}`;
  const eulalia = await signUpMember(request, { email: `plan-${stamp}@antojo.test`, firstname });
  await openSignedIn(page, await staffToken(request), adminPath.plans);

  const give = page.getByRole('region', { name: 'Dar un plan' });
  const finder = give.getByRole('combobox', { name: 'Miembro' });
  // A part of the name, in capitals and with an accent it does not have: still her.
  await finder.fill(`EULÁLIA ${code.slice(0, 5).toUpperCase()}`);
  const option = give.getByRole('option').filter({ hasText: firstname });
  await expect(option).toBeVisible();
  await expect(option).toContainText(`plan-${stamp}@antojo.test`);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(give.getByRole('status')).toHaveText('1 miembro encontrado.');
  await fitsTheScreen(page);
  if (process.env.SCREENSHOTS) {
    // The box at the top of the screen, its list below it.
    await finder.evaluate((box) =>
      (box as unknown as { scrollIntoView(options: object): void }).scrollIntoView({
        block: 'start',
      }),
    );
    await page.screenshot({ path: testInfo.outputPath('buscar-miembro.png'), fullPage: false });
  }
  await finder.press('Enter');

  const chosen = give.getByRole('group', { name: 'Miembro' });
  await expect(chosen).toContainText(firstname);
  await expect(chosen).toContainText(`n.º ${eulalia.user.id}`);
  // The way to change it has the focus: Enter again would not send the form by mistake.
  await expect(chosen.getByRole('button', { name: 'Cambiar de miembro' })).toBeFocused();
  await give.getByLabel('Plan', { exact: true }).selectOption('premium');
  await give.getByLabel('Días').fill('7');
  await give.getByLabel('Motivo').fill(`Compensación ${stamp}`);
  if (process.env.SCREENSHOTS) {
    await give.screenshot({ path: testInfo.outputPath('dar-plan-elegido.png') });
  }
  await give.getByRole('button', { name: 'Dar el plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan dado a' })).toContainText(
    'Eulalia',
  );
  await expect(page.getByRole('region', { name: 'Historial de concesiones' })).toContainText(
    `Compensación ${stamp}`,
  );
  // The form is empty again: the finder is back.
  await expect(give.getByRole('combobox', { name: 'Miembro' })).toHaveValue('');

  // The history shows only her grants once she is found there by e-mail.
  const history = page.getByRole('search', { name: 'Concesiones de un miembro' });
  await history.getByRole('combobox', { name: 'Miembro' }).fill(`plan-${stamp}@`);
  await history.getByRole('option').filter({ hasText: firstname }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]miembro=${eulalia.user.id}(&|#|$)`));
  const grants = page.getByRole('table', { name: /Concesiones al miembro n\.º/ });
  await expect(grants.getByRole('row')).toHaveCount(2);
  await expect(grants).toContainText(`Compensación ${stamp}`);
  if (process.env.SCREENSHOTS) {
    await page
      .getByRole('region', { name: 'Historial de concesiones' })
      .screenshot({ path: testInfo.outputPath('historial-de-un-miembro.png') });
  }
  await history.getByRole('link', { name: 'Ver todas' }).click();
  await expect(history.getByRole('combobox', { name: 'Miembro' })).toHaveValue('');
});

test('staff find a member by e-mail and give them coins', async ({ page, request }, testInfo) => {
  const stamp = Date.now();
  await signUpMember(request, { email: `saldo-${stamp}@antojo.test`, firstname: 'Teodora' });
  await openSignedIn(page, await staffToken(request), adminPath.store);

  const panel = page.getByRole('region', { name: 'Ajustar monedas de un miembro' });
  await panel.getByRole('combobox', { name: 'Miembro' }).fill(`SALDO-${stamp}`);
  await panel
    .getByRole('option')
    .filter({ hasText: `saldo-${stamp}@antojo.test` })
    .click();
  await expect(panel.getByRole('group', { name: 'Miembro' })).toContainText('Teodora');
  await expect(panel.getByText('Saldo 0 monedas')).toBeVisible();
  await panel.getByLabel('Monedas', { exact: true }).fill('15');
  await panel.getByLabel('Motivo').fill('Bienvenida');
  await panel.getByRole('button', { name: 'Ajustar monedas' }).click();
  await expect(panel.getByRole('status')).toContainText('Hecho: +15 monedas para Teodora.');
  await fitsTheScreen(page);
  if (process.env.SCREENSHOTS) {
    await panel.screenshot({ path: testInfo.outputPath('monedas-elegido.png') });
  }

  // Another member: "Cambiar" brings the finder back, with the focus in it.
  await panel.getByRole('button', { name: 'Cambiar de miembro' }).click();
  await expect(panel.getByRole('combobox', { name: 'Miembro' })).toBeFocused();
  await panel.getByRole('combobox', { name: 'Miembro' }).fill(`nadie-${stamp}`);
  await expect(panel.getByRole('status')).toHaveText(`Nadie coincide con «nadie-${stamp}».`);
});

test('the queue shows a reported plan as it is, with a link that opens it', async ({
  page,
  request,
  context,
}, testInfo) => {
  const stamp = Date.now();
  const ref = await planReference(request);
  const host = await signUpMember(request, {
    email: `anfitrion-${stamp}@antojo.test`,
    firstname: 'Rigoberta',
  });
  const witness = await signUpMember(request, {
    email: `testigo-${stamp}@antojo.test`,
    firstname: 'Casimiro',
  });
  const description = `Pádel y luego cañas, se paga entrada ${stamp}`;
  const plan = await hostPlanAt(request, ref, host, {
    description,
    startsIn: 24 * 60,
    city: ref.city('Madrid'),
    address: 'Calle de Alcalá 100',
    discipline: 'padel',
  });
  const reported = await request.post('/api/report', {
    headers: { authorization: `Bearer ${witness.token}` },
    multipart: { subject_type: 'activity', subject_id: String(plan.id), reason: 'spam' },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await openSignedIn(page, await staffToken(request), adminPath.reports);
  const item = page.getByRole('listitem').filter({ hasText: description }).first();
  const now = item.getByRole('region', { name: 'Lo denunciado, tal como está ahora' });
  await expect(now).toContainText('Pádel');
  await expect(now).toContainText('De Rigoberta');
  await expect(now.getByText('Cuándo')).toBeVisible();
  await expect(now).toContainText('Calle de Alcalá 100, Madrid');
  const link = now.getByRole('link', { name: /Ver el plan en la app/ });
  await expect(link).toHaveAttribute('href', `/web/app/a/${plan.id}`);
  await item.scrollIntoViewIfNeeded();
  await fitsTheScreen(page);
  if (process.env.SCREENSHOTS) {
    await item.screenshot({ path: testInfo.outputPath('denuncia-plan.png') });
  }
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe(`/web/app/a/${plan.id}`);
  await expect(opened.getByText(description)).toBeVisible();
  await opened.close();
});
