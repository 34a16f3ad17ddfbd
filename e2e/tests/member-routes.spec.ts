import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// The member pages past the app's first address join the router on the way to the first of
// them (src/app/member-routes.ts, for the first screen's budget): opened directly, reached by
// a link, by back and forward, and an address the app does not have, which is its own
// not-found page inside the tabs.

const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** A navigation the router alone sees (as back and forward do), to an address of the app. */
const popTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    const { history, dispatchEvent, PopStateEvent } = globalThis as unknown as {
      history: { pushState(state: unknown, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('member pages open from the first screen, by link, back and forward, and directly', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, {
    email: `rutas-${Date.now()}@antojo.test`,
    firstname: 'Irene',
  });
  const appScripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') appScripts.push(new URL(sent.url()).pathname);
  });
  await openSignedIn(page, member.token, '/web/app');
  await expect(title(page)).toHaveText('Descubrir');
  // The other pages' table is not part of the first screen.
  expect(appScripts.filter((name) => /\/member-routes-/.test(name))).toEqual([]);

  // A tab: its page comes with the table.
  await page.getByRole('link', { name: 'Perfil' }).first().click();
  await expect(page).toHaveURL(/\/web\/app\/profile$/);
  await expect(title(page)).toHaveText('Perfil');
  await page.getByRole('link', { name: 'Chats' }).first().click();
  await expect(title(page)).toHaveText('Chats');

  await page.goBack();
  await expect(page).toHaveURL(/\/web\/app\/profile$/);
  await expect(title(page)).toHaveText('Perfil');
  await page.goBack();
  await expect(title(page)).toHaveText('Descubrir');
  await page.goForward();
  await expect(title(page)).toHaveText('Perfil');

  // An address the app does not have: its own not-found page, inside the tabs.
  await popTo(page, '/web/app/no-existe');
  await expect(page.getByRole('heading', { name: 'Esta página no existe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chats' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Descubrir' }).click();
  await expect(title(page)).toHaveText('Descubrir');

  // Opened directly: a page with a parameter, and an unknown address.
  await page.goto(`/web/app/u/${member.user.id}`);
  await expect(page.getByRole('heading', { name: 'Irene' }).first()).toBeVisible();
  await page.goto('/web/app/perfil/no-existe');
  await expect(page.getByRole('heading', { name: 'Esta página no existe' })).toBeVisible();
  await expect(title(page)).toHaveText('Página no encontrada');
});

test('a guest on an unknown address of the app, or a member page, is asked to sign in first', async ({
  page,
}) => {
  await page.goto('/web/app/no-existe');
  await expect(page).toHaveURL(/\/web\/app\/welcome\?next=%2Fapp%2Fno-existe$/);
  await page.goto('/web/app/ranking');
  await expect(page).toHaveURL(/\/web\/app\/welcome\?next=%2Fapp%2Franking$/);
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
});
