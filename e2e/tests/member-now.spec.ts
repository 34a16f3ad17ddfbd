import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { hostPlanAt, moveTo, planReference } from './support/plans.js';
import { apiSignIn, openSignedIn, signUpMember } from './support/staff.js';

// "Ahora" keeps to the member's area (issue 35): plans starting in the next three hours within
// the member's radius of their city, the nearest first; a plan 60 or 300 km away is not
// "ahora" for them until they widen the radius, which is remembered. The count on "Ver los N"
// is the count of the page it opens. Each project has an island of its own, far from every
// other test's plans (the server is shared and keeps them).

/** A point `km` east of `from` (on the same parallel). */
const east = (from: { lat: number; lon: number }, km: number) => ({
  lat: from.lat,
  lon: from.lon + km / (111.32 * Math.cos((from.lat * Math.PI) / 180)),
});

const nowFeed = (page: Page) => page.getByRole('region', { name: 'Ahora' });
const results = (page: Page) => page.getByRole('region', { name: /^Planes / });

test('"Ahora" lists only plans within the radius, and "Ver los N" opens a list of N', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const ref = await planReference(request);
  const island = ref.city(testInfo.project.name === 'phone' ? 'Arrecife' : 'Valverde');
  const stamp = Date.now();
  const host = await signUpMember(request, { email: `ahora-host-${stamp}@antojo.test` });
  const viewer = await signUpMember(request, {
    email: `ahora-viewer-${stamp}@antojo.test`,
    password: 'Miembro-e2e-1',
  });
  await moveTo(request, viewer, island);

  // Thirteen plans in the next three hours within 20 km, the nearest made last; one within
  // reach that starts too late; one 60 km away and one 300 km away, starting soon.
  const near: string[] = [];
  for (let index = 0; index < 13; index += 1) {
    const description = `Ahora cerca ${index + 1} ${stamp}`;
    near.push(description);
    await hostPlanAt(request, ref, host, {
      description,
      startsIn: 30 + index * 5,
      city: island,
      at: east(island, 19 - index * 1.5),
    });
  }
  const later = `Más tarde ${stamp}`;
  await hostPlanAt(request, ref, host, {
    description: later,
    startsIn: 5 * 60,
    city: island,
    at: east(island, 1),
  });
  const sixty = `A 60 km ${stamp}`;
  await hostPlanAt(request, ref, host, {
    description: sixty,
    startsIn: 40,
    city: island,
    at: east(island, 60),
  });
  const far = `A 300 km ${stamp}`;
  await hostPlanAt(request, ref, host, {
    description: far,
    startsIn: 40,
    city: island,
    at: east(island, 300),
  });

  await openSignedIn(page, viewer.token, '/web/app');
  const feed = nowFeed(page);
  await expect(feed.getByLabel('A menos de', { exact: true })).toHaveValue('25');
  await expect(feed).toContainText(`de ${island.name}`);
  const cards = feed.getByRole('article');
  await expect(cards).toHaveCount(12);
  // The nearest first: the thirteenth plan, 1 km from the centre.
  await expect(cards.first()).toContainText(near[12]!);
  for (const away of [sixty, far, later]) {
    await expect(feed.getByRole('article').filter({ hasText: away })).toHaveCount(0);
  }

  // The button's count is the list's.
  await feed.getByRole('button', { name: 'Ver los 13' }).click();
  await expect(page).toHaveURL(/[?&]km=25(&|$)/);
  await expect(page).toHaveURL(/cuando=ahora/);
  const list = results(page);
  await expect(
    page.getByRole('heading', { name: `Planes a menos de 25 km de ${island.name}` }),
  ).toBeVisible();
  await expect(list.getByText('13 planes', { exact: true })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(13);
  for (const away of [sixty, far, later]) {
    await expect(list.getByRole('article').filter({ hasText: away })).toHaveCount(0);
  }

  // Widened to 100 km: the plan 60 km away comes in, not the one 300 km away.
  await feed.getByLabel('A menos de', { exact: true }).selectOption('100');
  await expect(feed.getByRole('button', { name: 'Ver los 14' })).toBeVisible();
  await feed.getByRole('button', { name: 'Ver los 14' }).click();
  await expect(list.getByText('14 planes', { exact: true })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(14);
  await expect(list.getByRole('article').filter({ hasText: sixty })).toHaveCount(1);
  await expect(list.getByRole('article').filter({ hasText: far })).toHaveCount(0);

  // Remembered with the member's settings: another device (a fresh sign-in) finds 100 km.
  await expect
    .poll(async () => {
      const again = await apiSignIn(request, `ahora-viewer-${stamp}@antojo.test`, 'Miembro-e2e-1');
      const me = await request.get(`/api/user/${again.user.id}`, {
        headers: { authorization: `Bearer ${again.token}` },
      });
      return ((await me.json()) as { configurations: { now_km?: number } }).configurations.now_km;
    })
    .toBe(100);
  await page.goto('/web/app');
  await expect(nowFeed(page).getByLabel('A menos de', { exact: true })).toHaveValue('100');
  await expect(nowFeed(page).getByRole('button', { name: 'Ver los 14' })).toBeVisible();
});

test('"Ahora" with nothing near says so and offers to look further', async ({
  page,
  request,
}, testInfo) => {
  const ref = await planReference(request);
  // Another island's town: nothing of this file's plans within 25 km of it.
  const town = ref.city(testInfo.project.name === 'phone' ? 'Puerto del Rosario' : 'Maó');
  const viewer = await signUpMember(request, { email: `ahora-nada-${Date.now()}@antojo.test` });
  await moveTo(request, viewer, town);
  await openSignedIn(page, viewer.token, '/web/app');
  const feed = nowFeed(page);
  await expect(feed).toContainText(
    `Nada empieza en las próximas 3 horas a menos de 25 km de ${town.name}.`,
  );
  await feed.getByRole('button', { name: 'Hasta 50 km' }).click();
  await expect(feed.getByLabel('A menos de', { exact: true })).toHaveValue('50');
  await expect(feed).toContainText(`a menos de 50 km de ${town.name}`);
});
