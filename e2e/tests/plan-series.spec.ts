import type { Activity } from '@app/contract/activities';
import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Series (issue 38): a host makes a plan that repeats every week until a day, on Crear; its
// page says so, and the next week's plan is there already; a change reaches this plan and
// the following ones; a removal, this one alone.

const DAY_MS = 86_400_000;

test('a host repeats a plan every week, changes it and the following ones, and removes one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `serie-${stamp}@antojo.test`,
    firstname: 'Irene',
  });
  const description = `Pádel de los martes ${stamp}`;
  const hosted = async () => {
    const answer = await request.get('/api/activity?type=host', {
      headers: { authorization: `Bearer ${host.token}` },
    });
    return ((await answer.json()) as { data: Activity[] }).data
      .filter((plan) => plan.series !== null)
      .sort((a, b) => a.start_at.localeCompare(b.start_at));
  };

  await openSignedIn(page, host.token, '/web/app/create');
  await page.getByLabel('¿Qué te apetece hacer?').fill(description);
  await page.getByLabel('Repetir').selectOption({ label: 'Cada semana' });
  const until = page.getByLabel('Hasta');
  // A last day before the first plan: the form says so before sending.
  await until.fill(new Date(Date.now() - DAY_MS).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Crear plan' }).click();
  await expect(page.getByText('El último día debe ser posterior al primer plan.')).toBeVisible();
  const lastDay = new Date(Date.now() + 21 * DAY_MS).toISOString().slice(0, 10);
  await until.fill(lastDay);
  await page.getByRole('button', { name: 'Crear plan' }).click();

  await expect(page).toHaveURL(/\/web\/app\/a\/\d+$/);
  await expect(
    page.getByText(/^Se repite cada semana hasta el \d+ de \w+ de \d{4}\./),
  ).toBeVisible();
  // The first plan and next week's, made at once; each its own.
  const [first, second] = await hosted();
  expect(second).toBeDefined();
  expect(first!.series).toMatchObject({ every_weeks: 1, until: lastDay });
  expect(second!.series!.id).toBe(first!.series!.id);
  expect(Date.parse(second!.start_at) - Date.parse(first!.start_at)).toBeGreaterThanOrEqual(
    7 * DAY_MS - 3_600_000,
  );

  // This one and the following: both renamed.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.getByLabel('¿Qué te apetece hacer?').fill(`${description} (nivel medio)`);
  await page.getByRole('radio', { name: 'Este y los siguientes' }).check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${first!.id}$`));
  await expect(page.getByText(`${description} (nivel medio)`)).toBeVisible();
  expect((await hosted()).map((plan) => plan.description)).toEqual([
    `${description} (nivel medio)`,
    `${description} (nivel medio)`,
  ]);

  // Next week's alone is removed; this one stays.
  await page.goto(`/web/app/a/${second!.id}`);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este plan?' });
  await expect(dialog.getByRole('radio', { name: 'Solo este plan' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/web\/app\/chats$/);
  expect((await hosted()).map((plan) => plan.id)).toEqual([first!.id]);
});
