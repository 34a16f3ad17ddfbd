import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { hostPlanAt, planReference, planWithGuest } from './support/plans.js';
import { openSignedIn, signUpMember, type ApiSession } from './support/staff.js';

// Who is going (issue 35): a plan's page shows the host and the people with a place, faces
// and first names as each one's settings allow, and the places left; the count of people is
// the same for the host and the guests. The host used to read the plan's count from before
// they accepted the last request (cached for a minute by the request's card): "2 personas"
// in the chat where the new guest read "3".

const going = (page: Page) => page.getByRole('region', { name: 'Quién va' });
const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

test('the plan page lists who is going, with the same count for the host and a guest', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `va-host-${stamp}@antojo.test`,
    firstname: 'Nerea',
  });
  const ana = await signUpMember(request, {
    email: `va-ana-${stamp}@antojo.test`,
    firstname: 'Anabel',
  });
  const bruno = await signUpMember(request, {
    email: `va-bruno-${stamp}@antojo.test`,
    firstname: 'Bruno',
  });
  const outsider = await signUpMember(request, {
    email: `va-otra-${stamp}@antojo.test`,
    firstname: 'Olga',
  });
  const description = `Paseo en kayak ${stamp}`;
  const plan = await planWithGuest(request, ref, host, ana, {
    description,
    startsIn: 24 * 60,
    city: ref.city('Madrid'),
    participants: 5,
  });
  // Bruno keeps out of people search: only those in the plan see him in it.
  const hidden = await request.post('/api/config', {
    headers: auth(bruno),
    multipart: { discoverable: '0' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);
  const asked = await request.post('/api/petition', {
    headers: auth(bruno),
    multipart: {
      petition_type_option_id: String(ref.option('petitions_types', 'match')),
      to_user_id: String(host.user.id),
      activity: String(plan.id),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // The host reads the request (its card loads the plan: 1 place taken), accepts it, and
  // goes to the plan's chat through the app, without a reload.
  await openSignedIn(page, host.token, '/web/app/notifications');
  const card = page.getByRole('article').filter({ hasText: 'Bruno quiere unirse a tu plan' });
  await expect(card).toContainText(description);
  await card.getByRole('button', { name: 'Aceptar' }).click();
  await expect(card).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('link', { name: /Chats/ })
    .click();
  await expect(page).toHaveURL(/\/web\/app\/chats$/);
  await page
    .getByRole('link', { name: new RegExp(description) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/web/app/chats/${plan.id}$`));
  await expect(page.getByRole('link', { name: /Ver el plan/ })).toContainText('3 personas');

  // The plan's page: the host first, then the guests in the order they came.
  await page.getByRole('link', { name: /Ver el plan/ }).click();
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));
  const forHost = going(page);
  await expect(forHost).toContainText('3 personas');
  await expect(forHost).toContainText('Quedan 3 plazas');
  await expect(forHost.getByRole('listitem')).toHaveText([
    /Nerea\s*Organiza$/,
    /Anabel$/,
    /Bruno$/,
  ]);
  await expect(forHost.getByRole('link', { name: /Anabel/ })).toHaveAttribute(
    'href',
    `/web/app/u/${ana.user.id}`,
  );

  // Bruno, the new guest, reads the same numbers and the same people, himself as "Tú".
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await openSignedIn(guest, bruno.token, `/web/app/chats/${plan.id}`);
  await expect(guest.getByRole('link', { name: /Ver el plan/ })).toContainText('3 personas');
  await guest.goto(`/web/app/a/${plan.id}`);
  await expect(going(guest)).toContainText('3 personas');
  await expect(going(guest)).toContainText('Quedan 3 plazas');
  await expect(going(guest).getByRole('listitem')).toHaveText([
    /Nerea\s*Organiza$/,
    /Anabel$/,
    /Bruno\s*Tú$/,
  ]);
  await guestContext.close();

  // Someone outside the plan: the same count; Bruno not named, counted.
  const outsideContext = await browser.newContext();
  const outside = await outsideContext.newPage();
  await openSignedIn(outside, outsider.token, `/web/app/a/${plan.id}`);
  await expect(going(outside)).toContainText('3 personas');
  await expect(going(outside).getByRole('listitem')).toHaveText([/Nerea\s*Organiza$/, /Anabel$/]);
  await expect(going(outside)).toContainText('y 1 persona más.');
  await outsideContext.close();
});

test('a plan nobody has joined yet says so, and its places', async ({ page, request }) => {
  const ref = await planReference(request);
  const host = await signUpMember(request, {
    email: `va-solo-${Date.now()}@antojo.test`,
    firstname: 'Irene',
  });
  const plan = await hostPlanAt(request, ref, host, {
    description: `Yoga al amanecer ${Date.now()}`,
    startsIn: 48 * 60,
    city: ref.city('Madrid'),
    participants: 6,
  });
  await openSignedIn(page, host.token, `/web/app/a/${plan.id}`);
  await expect(going(page)).toContainText('1 persona');
  await expect(going(page)).toContainText('Quedan 6 plazas');
  await expect(going(page).getByRole('listitem')).toHaveText([/Irene\s*Organiza$/]);
  await expect(going(page)).toContainText('Aún no se ha unido nadie: quedan 6 plazas libres.');
});
