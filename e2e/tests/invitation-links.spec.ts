import { expect, test } from './support/test.js';
import { joinInApp, uniqueEmail } from './support/members.js';
import { hostPlanAt, planReference } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Invitation links (issue 38): a host makes a link that lets one person straight in, a
// stranger with no account opens it, creates one on the way, lands back on the invitation and
// is in the plan; the next person to open it reads that it is used up. A link revoked ends.

test('a host shares an invitation link that a stranger uses', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `invita-host-${stamp}@antojo.test`,
    firstname: 'Marina',
  });
  const description = `Vermut en La Latina ${stamp}`;
  const plan = await hostPlanAt(request, ref, host, {
    description,
    city: ref.city('Madrid'),
    startsIn: 26 * 60,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, host.token, `/web/app/a/${plan.id}`);
  const links = page.getByRole('region', { name: 'Enlaces de invitación' });
  await links.getByRole('button', { name: 'Crear enlace de invitación' }).click();
  await links.getByRole('button', { name: 'Entra directamente' }).click();
  await links.getByLabel('Cuántas personas').selectOption({ label: '1 persona' });
  await links.getByRole('button', { name: 'Crear enlace', exact: true }).click();
  await expect(
    page.getByText('Enlace creado: compártelo con quien quieras invitar.'),
  ).toBeVisible();
  const active = links.getByRole('list', { name: 'Enlaces activos' }).getByRole('listitem');
  await expect(active).toHaveCount(1);
  await expect(active.first()).toContainText('Entra directamente');
  await expect(active.first()).toContainText('0 de 1 usos');
  await active.first().getByRole('button', { name: 'Copiar enlace' }).click();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toMatch(/\/web\/app\/i\/[\w-]{22}$/);
  const invitation = new URL(copied).pathname;

  // A stranger with no account: the app's door, an account, and back on the invitation.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  await phone.goto(invitation);
  await joinInApp(phone, { email: uniqueEmail('invitado') }, 'Iker', {
    landsOn: new RegExp(`${invitation}$`),
  });
  await expect(phone.getByText('Marina te invita a un plan')).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2, name: description })).toBeVisible();
  await expect(phone.getByText('Quedan 4 plazas')).toBeVisible();
  await phone.getByRole('button', { name: 'Unirme al plan' }).click();
  await expect(phone.getByText('Ya tienes plaza en el plan.')).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));
  await stranger.close();

  // Its one use is taken: the next person reads why, and the host's list no longer shows it.
  const late = await signUpMember(request, {
    email: `invita-tarde-${stamp}@antojo.test`,
    firstname: 'Leo',
  });
  const latePage = await browser.newPage();
  await openSignedIn(latePage, late.token, invitation);
  await expect(latePage.getByRole('heading', { name: 'Este enlace ya no vale' })).toBeVisible();
  await expect(
    latePage.getByText('Este enlace ya se ha usado todas las veces que permitía.'),
  ).toBeVisible();
  await latePage.close();
  await page.reload();
  await expect(links.getByRole('list', { name: 'Enlaces activos' })).toHaveCount(0);

  // A link revoked from the list ends at once.
  await links.getByRole('button', { name: 'Crear enlace de invitación' }).click();
  await links.getByRole('button', { name: 'Crear enlace', exact: true }).click();
  await expect(active).toHaveCount(1);
  await expect(active.first()).toContainText('Pide unirse');
  await active.first().getByRole('button', { name: 'Anular' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Anular enlace' }).click();
  await expect(page.getByText('Enlace anulado.')).toBeVisible();
  await expect(links.getByRole('list', { name: 'Enlaces activos' })).toHaveCount(0);
});
