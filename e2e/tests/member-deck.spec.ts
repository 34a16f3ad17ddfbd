import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, hostAt, moveTo } from './support/map.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// The swipe deck, two members: A hosts two plans; B, on Deslizar, drags the first to the right
// and A sees the request arrive live; B passes on the second with the keyboard, undoes it, and
// asks with the keyboard; A sees that request too. Decisions are the server's: a reload shows
// an empty deck.

/** Drags a card sideways with the pointer, as a finger or a mouse does. */
async function dragSideways(page: Page, card: Locator, dx: number) {
  const box = (await card.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y, { steps: 2 });
  await page.mouse.up();
}

test('a drag and the keyboard ask to join from the deck; the host hears it live; undo takes back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `mazo-host-${stamp}@antojo.test`,
    firstname: 'Alba',
  });
  const member = await signUpMember(request, {
    email: `mazo-${stamp}@antojo.test`,
    firstname: 'Bruno',
  });
  // An island where no other test plans (one a project: the server is shared), far from
  // every other test's map.
  const home = (await citiesByName(request)).get(
    testInfo.project.name === 'phone' ? 'Palma' : 'Santa Cruz de Tenerife',
  )!;
  await moveTo(request, host, home);
  await moveTo(request, member, home);
  const first = `Pádel al salir del trabajo ${stamp}`;
  const second = `Tapas por el casco viejo ${stamp}`;
  await hostAt(request, host, {
    description: first,
    city: home,
    lat: home.lat,
    lon: home.lon,
    days: 1,
  });
  await hostAt(request, host, {
    description: second,
    city: home,
    lat: home.lat,
    lon: home.lon + 0.01,
    days: 2,
  });

  // A waits on the bell's page.
  await openSignedIn(page, host.token, '/web/app/notifications');
  await expect(page.getByText('Nada nuevo por aquí')).toBeVisible();

  // B opens Deslizar from Descubrir: the sooner plan is on top.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const errors: string[] = [];
  memberPage.on('pageerror', (error) => errors.push(error.message));
  memberPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openSignedIn(memberPage, member.token, '/web/app');
  await memberPage.getByRole('link', { name: /Desliza planes/ }).click();
  await expect(memberPage).toHaveURL(/\/web\/app\/deck$/);
  const top = memberPage.getByTestId('deck-top-card');
  await expect(top).toContainText(first);
  await expect(top).toContainText('Organiza Alba');
  await expect(memberPage.getByText('Te quedan 50 decisiones hoy')).toBeVisible();

  // A drag to the right asks to join.
  await dragSideways(memberPage, top, 260);
  await expect(memberPage.getByText('Solicitud enviada a Alba.')).toBeVisible();
  await expect(top).toContainText(second);
  await expect(memberPage.getByText('Te quedan 49 decisiones hoy')).toBeVisible();

  // A sees it arrive, no reload.
  await expect(page.getByRole('link', { name: 'Notificaciones, 1 nueva' })).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: 'Bruno quiere unirse a tu plan' }),
  ).toContainText(first);

  expect(errors).toEqual([]);
  // The left arrow passes; the deck is empty; the undo brings the plan back; the right arrow asks.
  await memberPage.keyboard.press('ArrowLeft');
  await expect(
    memberPage.getByRole('heading', { name: 'No hay más planes cerca por ahora' }),
  ).toBeVisible();
  await memberPage.getByRole('button', { name: 'Deshacer la última decisión' }).click();
  await expect(top).toContainText(second);
  await expect(
    memberPage.getByRole('button', { name: 'Deshacer la última decisión' }),
  ).toBeDisabled();
  await memberPage.keyboard.press('ArrowRight');
  await expect(
    memberPage.getByRole('heading', { name: 'No hay más planes cerca por ahora' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notificaciones, 2 nuevas' })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Bruno quiere unirse a tu plan' })
      .filter({ hasText: second }),
  ).toBeVisible();

  // The decisions are the server's: after a reload the deck stays empty.
  await memberPage.reload();
  await expect(
    memberPage.getByRole('heading', { name: 'No hay más planes cerca por ahora' }),
  ).toBeVisible();
  await expect(memberPage.getByText('Te quedan 48 decisiones hoy')).toBeVisible();
  await memberContext.close();
});
