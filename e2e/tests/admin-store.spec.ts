import { expect, test } from './support/test.js';
import { memberToken, openSignedIn, signUpMember, staffToken } from './support/staff.js';

// "Tienda y monedas" of general staff (decision 0028): the store's catalogue and the manual
// adjustment of a member's coins. Desktop: the phone layout of the staff area has its own tests.
test.skip(({ isMobile }) => isMobile, 'desktop only');

const STORE = '/web/administration/store';

test('staff add a badge to the store and take it off sale', async ({ page, request }) => {
  const name = `Madrugador ${Date.now()}`;
  await openSignedIn(page, await staffToken(request), STORE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda y monedas');

  const form = page.getByRole('region', { name: 'Nuevo artículo' });
  await form.getByLabel('Tipo').selectOption({ label: 'Insignia' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Descripción').fill('Para quien queda antes de las ocho de la mañana.');
  await form.getByLabel('Precio').fill('25');
  // A badge needs its emoji: the API's own rule says so beside the field, before sending.
  await form.getByRole('button', { name: 'Añadir artículo' }).click();
  await expect(form.getByText('Una insignia necesita su emoji.')).toBeVisible();
  await form.getByLabel('Insignia').fill('🌅');
  await form.getByRole('button', { name: 'Añadir artículo' }).click();
  await expect(form.getByRole('status')).toContainText(`«${name}» ya está en el catálogo.`);

  const item = page
    .getByRole('region', { name: 'Catálogo' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(item).toContainText('Insignia');
  await expect(item).toContainText('25 monedas');
  await expect(item).toContainText('A la venta');

  const member = { authorization: `Bearer ${await memberToken(request)}` };
  const names = async () =>
    (
      (await (await request.get('/api/store', { headers: member })).json()) as {
        data: Array<{ name: string }>;
      }
    ).data.map((entry) => entry.name);
  expect(await names()).toContain(name);

  await item.getByRole('button', { name: 'Retirar de la venta' }).click();
  await expect(item).toContainText('Retirado');
  await expect(item.getByRole('button', { name: 'Volver a poner a la venta' })).toBeVisible();
  // Members no longer find it; staff still do, and it stays so after a reload.
  expect(await names()).not.toContain(name);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Catálogo' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('Retirado');
});

test('staff adjust a member’s coins with a note and see the new balance and movement', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const nuria = await signUpMember(request, {
    email: `monedas-${stamp}@antojo.test`,
    firstname: 'Nuria',
  });
  const note = `Compensación por un evento cancelado ${stamp}`;
  await openSignedIn(page, await staffToken(request), STORE);

  const panel = page.getByRole('region', { name: 'Ajustar monedas de un miembro' });
  // Found by her e-mail, as staff type it.
  await panel.getByLabel('Miembro', { exact: true }).fill(`monedas-${stamp}@`);
  await panel
    .getByRole('option')
    .filter({ hasText: `monedas-${stamp}@antojo.test` })
    .click();
  await expect(panel.getByRole('group', { name: 'Miembro' })).toContainText('Nuria');
  await expect(panel.getByText('Saldo 0 monedas')).toBeVisible();
  await expect(panel.getByText('Aún no tiene movimientos.')).toBeVisible();

  // Taking away coins she does not have is refused, beside the amount; nothing moves.
  const amount = panel.getByLabel('Monedas', { exact: true });
  const reason = panel.getByLabel('Motivo');
  await amount.fill('-5');
  await reason.fill('Corrección');
  await panel.getByRole('button', { name: 'Ajustar monedas' }).click();
  await expect(panel.getByText('El ajuste dejaría el saldo en negativo.')).toBeVisible();

  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/admin/users/${nuria.user.id}/coins`))
      keys.push(/name="key"\r\n\r\n([^\r]+)/.exec(sent.postData() ?? '')?.[1] ?? '');
  });
  await amount.fill('40');
  await reason.fill(note);
  await panel.getByRole('button', { name: 'Ajustar monedas' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'Hecho: +40 monedas para Nuria. Saldo: 40 monedas.',
  );
  await expect(panel.getByText('Saldo 40 monedas')).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: `Ajuste del equipo: ${note}` });
  // When, what, how many, and the balance it left.
  await expect(row.getByRole('cell')).toHaveText([
    /\d/,
    `Ajuste del equipo: ${note}`,
    '+40',
    /40$/,
  ]);
  // The form is ready for the next adjustment, which will be a new movement.
  await expect(amount).toHaveValue('');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  // Nuria sees it in her own coins, with the note.
  const coins = (await (
    await request.get('/api/coins', { headers: { authorization: `Bearer ${nuria.token}` } })
  ).json()) as { balance: number; data: Array<{ amount: number; reason: string; note: string }> };
  expect(coins.balance).toBe(40);
  expect(coins.data[0]).toMatchObject({ amount: 40, reason: 'adjustment', note });
});
