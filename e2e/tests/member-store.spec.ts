import { expect, test } from './support/test.js';
import { collectErrors } from './support/live.js';
import { hostPlanAt, moveTo, planReference } from './support/plans.js';
import { openSignedIn, signUpMember, staffToken } from './support/staff.js';

// The store (decision 0028): staff put a highlight on sale and give a member coins; the member
// buys it for a plan of theirs in "Tienda"; another member of the city sees that plan first in
// Descubrir, marked "Destacado", ahead of one starting sooner.

test('coins spent on a highlight put the plan first, marked, in the list', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const cityName = testInfo.project.name === 'phone' ? 'León' : 'Palencia';
  const ref = await planReference(request);
  const city = ref.city(cityName);
  const staff = { authorization: `Bearer ${await staffToken(request)}` };
  const item = await request.post('/api/admin/store', {
    headers: staff,
    multipart: {
      kind: 'highlight',
      name: `Destacado ${stamp}`,
      description: 'Tu plan, el primero de la lista durante 24 horas.',
      price: '30',
    },
  });
  expect(item.status(), await item.text()).toBe(200);
  const [olga, pablo, rita] = await Promise.all(
    ['olga', 'pablo', 'rita'].map((name) =>
      signUpMember(request, {
        email: `tienda-${name}-${stamp}@antojo.test`,
        firstname: name[0]!.toUpperCase() + name.slice(1),
      }),
    ),
  );
  for (const member of [olga!, pablo!, rita!]) await moveTo(request, member, city);
  const given = await request.post(`/api/admin/users/${olga!.user.id}/coins`, {
    headers: staff,
    multipart: { amount: '50', note: 'Bienvenida a la tienda', key: `e2e-tienda-${stamp}` },
  });
  expect(given.status(), await given.text()).toBe(200);
  const mine = await hostPlanAt(request, ref, olga!, {
    description: `Ruta por las Casas Colgadas ${stamp}`,
    startsIn: 300,
    city,
  });
  const sooner = await hostPlanAt(request, ref, pablo!, {
    description: `Café en la plaza ${stamp}`,
    startsIn: 120,
    city,
  });
  const errors: string[] = [];
  collectErrors(page, errors);

  // Olga buys the highlight for her plan.
  await openSignedIn(page, olga!.token, '/web/app/store');
  await expect(page.getByRole('link', { name: /Tienes 50 monedas/ })).toBeVisible();
  const offer = page.getByRole('listitem').filter({ hasText: `Destacado ${stamp}` });
  await offer.getByLabel('Plan que quieres destacar').selectOption({ label: mine.description });
  await offer.getByRole('button', { name: 'Comprar por 30' }).click();
  await expect(offer.getByRole('status')).toContainText('Te quedan 20 monedas');
  await expect(page.getByRole('link', { name: /Tienes 20 monedas/ })).toBeVisible();
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('tienda.png'), fullPage: true });
  }

  // Rita, of the same city, sees it first, marked, ahead of the sooner one.
  await openSignedIn(page, rita!.token, '/web/app');
  const plans = page
    .getByRole('region', { name: `Planes en ${cityName}` })
    .getByRole('article')
    .filter({ hasText: String(stamp) });
  await expect(plans).toHaveCount(2);
  await expect(plans.first()).toContainText(mine.description);
  await expect(plans.first()).toContainText('Destacado');
  await expect(plans.nth(1)).toContainText(sooner.description);
  await expect(plans.nth(1)).not.toContainText('Destacado');

  // Olga's movements say where the coins went.
  await openSignedIn(page, olga!.token, '/web/app/coins');
  await expect(page.getByRole('listitem').filter({ hasText: 'Compra en la tienda' })).toContainText(
    '−30',
  );
  expect(errors).toEqual([]);
});
