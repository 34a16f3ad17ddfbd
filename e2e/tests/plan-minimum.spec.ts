import { expect, test } from './support/test.js';
import { hostPlanAt, planReference } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Minimum numbers (issue 38): a host sets how many people the plan needs and when that is
// decided, on the plan's form; its page says how many are missing and until when.

test('a host sets a plan’s minimum and its page says what is missing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `minimo-${stamp}@antojo.test`,
    firstname: 'Irene',
  });
  const plan = await hostPlanAt(request, ref, host, {
    description: `Voley playa en Madrid Río ${stamp}`,
    city: ref.city('Madrid'),
    startsIn: 3 * 24 * 60,
    participants: 6,
  });
  await openSignedIn(page, host.token, `/web/app/a/${plan.id}/edit`);
  const minimum = page.getByLabel('Mínimo de personas (opcional)');
  const decided = page.getByLabel('Se decide');
  await expect(decided).toBeDisabled();
  // More than the places: the form says so before sending.
  await minimum.fill('8');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('El mínimo no puede ser mayor que las plazas.')).toBeVisible();
  await minimum.fill('4');
  await expect(decided).toBeEnabled();
  await decided.selectOption({ label: '12 horas antes' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));
  await expect(
    page.getByText(
      /^Necesita al menos 4 personas: faltan 4\. Si el .+ no se ha llegado, se cancelará y os avisaremos\.$/,
    ),
  ).toBeVisible();
  const read = await request.get(`/api/activity/${plan.id}`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect((await read.json()).minimum).toMatchObject({ participants: 4, hours_before: 12 });
});
