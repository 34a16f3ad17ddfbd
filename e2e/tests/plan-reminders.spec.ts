import { expect, test } from './support/test.js';
import { planReference, planWithGuest } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Reminders of plans (issue 38): a member chooses them in Configuraciones de Perfil, and the
// reminder's «Ya no puedo ir» (the plan's page with ?salir=1) asks at once and frees the place.

test('a member sets reminders and gives up a place from one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `recuerda-host-${stamp}@antojo.test`,
    firstname: 'Nuria',
  });
  const guest = await signUpMember(request, {
    email: `recuerda-guest-${stamp}@antojo.test`,
    firstname: 'Pablo',
  });
  const plan = await planWithGuest(request, ref, host, guest, {
    description: `Ruta en bici por el Anillo Verde ${stamp}`,
    city: ref.city('Madrid'),
    startsIn: 26 * 60,
  });

  // Recordatorios: on by default the day before and the hour before; e-mail when chosen.
  await openSignedIn(page, guest.token, '/web/app/settings/profile');
  const reminders = page.getByRole('region', { name: 'Recordatorios' });
  await expect(reminders.getByRole('switch', { name: 'Recordatorio el día antes' })).toBeChecked();
  await expect(
    reminders.getByRole('switch', { name: 'Recordatorio una hora antes' }),
  ).toBeChecked();
  const email = reminders.getByRole('switch', { name: 'Recordatorios también por correo' });
  await expect(email).not.toBeChecked();
  await email.click();
  await expect(email).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Recordatorios' })
      .getByRole('switch', { name: 'Recordatorios también por correo' }),
  ).toBeChecked();

  // «Ya no puedo ir»: the question at once, then the place is free.
  await page.goto(`/web/app/a/${plan.id}?salir=1`);
  const dialog = page.getByRole('alertdialog', { name: '¿Salir de este plan?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));
  await expect(page.getByRole('button', { name: 'Pedir unirme' })).toBeVisible();
  const people = await request.get(`/api/activity/${plan.id}/people`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect((await people.json()).going_count).toBe(0);
});
