import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, hostAt } from './support/map.js';
import { openSignedIn, signUpMember } from './support/staff.js';
import { channelJoined, collectErrors } from './support/live.js';

// Friends, two members: Ana asks Bruno from his profile; he hears it live, accepts from the
// bell, and she hears that; she invites him to her plan from its page; he hears it live and
// takes the place in one step from the bell.

test('two members become friends live, and a friend takes a place in a plan in one step', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const [ana, bruno] = await Promise.all([
    signUpMember(request, { email: `amiga-${stamp}@antojo.test`, firstname: 'Ana' }),
    signUpMember(request, {
      email: `amigo-${stamp}@antojo.test`,
      firstname: 'Bruno',
      gender: 'hombre',
    }),
  ]);
  // A city no other test uses (one a project: the server is shared).
  const city = (await citiesByName(request)).get(
    testInfo.project.name === 'phone' ? 'Toledo' : 'Cáceres',
  )!;
  expect(city).toBeDefined();
  const description = `Vermú en la plaza ${stamp}`;
  const plan = await hostAt(request, ana, { description, city, lat: city.lat, lon: city.lon });
  const errors: string[] = [];
  const watch = (target: Page) => collectErrors(target, errors);

  // Bruno has the app open on Descubrir.
  const brunoContext = await browser.newContext();
  const brunoPage = await brunoContext.newPage();
  watch(brunoPage);
  const brunoLive = channelJoined(brunoPage, 'private-friendship.');
  await openSignedIn(brunoPage, bruno.token, '/web/app');
  await brunoLive;

  // Ana asks from his profile.
  watch(page);
  const anaLive = channelJoined(page, 'private-friendship.');
  await openSignedIn(page, ana.token, `/web/app/u/${bruno.user.id}`);
  await anaLive;
  await page.getByRole('button', { name: 'Añadir a amigos' }).click();
  await expect(page.getByText('Solicitud de amistad enviada').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toBeVisible();

  // Bruno hears it at once, the bell counts it, and he accepts it there.
  await expect(brunoPage.getByText('Ana te ha enviado una solicitud de amistad.')).toBeVisible();
  await brunoPage.getByRole('link', { name: 'Notificaciones, 1 nueva' }).click();
  const requests = brunoPage.getByRole('list', { name: 'Solicitudes de amistad' });
  await requests.getByRole('button', { name: 'Aceptar a Ana' }).click();
  await expect(brunoPage.getByText('Solicitud aceptada: ya está en tus amigos.')).toBeVisible();
  await expect(requests).toBeHidden();
  await expect(brunoPage.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();

  // Ana hears it, and her profile page says so.
  await expect(page.getByText('Bruno ha aceptado tu solicitud de amistad.')).toBeVisible();
  await expect(page.getByText('Sois amigos', { exact: true })).toBeVisible();

  // Both list each other under Amigos.
  await page.goto('/web/app/friends');
  await expect(page.getByRole('list', { name: 'Tus amigos' })).toContainText('Bruno');

  // Ana invites him from her plan's page.
  const invited = channelJoined(brunoPage, 'private-activity-invitation.');
  await brunoPage.reload();
  await invited;
  await page.goto(`/web/app/a/${plan.id}`);
  await page.getByRole('button', { name: 'Invitar a amigos' }).click();
  const sheet = page.getByRole('dialog', { name: 'Invitar a amigos' });
  await sheet.getByRole('checkbox', { name: 'Bruno' }).check();
  await sheet.getByRole('button', { name: 'Invitar (1)' }).click();
  await expect(page.getByText('Invitación enviada.')).toBeVisible();
  await expect(sheet).toBeHidden();

  // Bruno hears it, and takes the place in one step from the bell.
  await expect(brunoPage.getByText('Ana te invita a un plan.')).toBeVisible();
  await brunoPage.goto('/web/app/notifications');
  const invitations = brunoPage.getByRole('region', { name: 'Invitaciones a planes' });
  await expect(invitations).toContainText(description);
  await invitations.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(brunoPage.getByText('¡Tienes plaza!')).toBeVisible();
  await brunoPage.goto('/web/app/chats');
  await expect(
    brunoPage.getByRole('link', { name: new RegExp(description.slice(0, 16)) }),
  ).toBeVisible();

  // Ana's bell: the centre tells what happened, and "Marcar todo como leído" empties it.
  await page.goto('/web/app/notifications');
  const activity = page.getByRole('list', { name: 'Actividad' });
  await expect(activity.getByRole('listitem').first()).toContainText(
    `Bruno ha aceptado tu invitación a «${description}»`,
  );
  await expect(activity).toContainText('Bruno ha aceptado tu solicitud de amistad');
  await expect(page.getByRole('link', { name: 'Notificaciones, 2 nuevas' })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(page.getByRole('link', { name: 'Notificaciones', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar todo como leído' })).toBeHidden();

  // The plan counts him in.
  const seen = await request.get(`/api/activity/${plan.id}`, {
    headers: { authorization: `Bearer ${ana.token}` },
  });
  expect(((await seen.json()) as { matchedCount: number }).matchedCount).toBe(1);

  expect(errors).toEqual([]);
  await brunoContext.close();
});
