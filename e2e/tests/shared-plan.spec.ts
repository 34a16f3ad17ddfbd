import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test.js';
import { joinInApp, uniqueEmail } from './support/members.js';
import { hostPlanAt, planReference } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// A plan shared by its link (issue 38): a guest opens it from a chat, reads it without an
// account and without JavaScript, asks to join, creates an account on the way, and lands back
// on the plan in the app, where the request goes out. The link card's tags and image exist.

test('a guest reads a shared plan, joins and lands back on it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `enlace-host-${stamp}@antojo.test`,
    firstname: 'Marina',
  });
  const description = `Pádel al atardecer ${stamp}`;
  const plan = await hostPlanAt(request, ref, host, {
    description,
    city: ref.city('Madrid'),
    startsIn: 26 * 60,
    discipline: 'padel',
    level: 'intermedio',
    address: 'Calle Secreta 7',
  });
  const link = `/web/plan/${plan.id}`;

  // Read with scripts off, as a link preview's crawler or a careful reader would.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const readerPage = await reader.newPage();
  const answer = await readerPage.goto(link);
  expect(answer?.status()).toBe(200);
  await expect(readerPage.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(readerPage.getByText('Deporte · Pádel · Intermedio')).toBeVisible();
  await expect(readerPage.getByText('Marina', { exact: true })).toBeVisible();
  await expect(readerPage.getByText('Quedan 4 plazas de 4')).toBeVisible();
  // The area, never the address the host kept to those going.
  await expect(readerPage.getByText('Madrid · el punto exacto, al entrar en la app')).toBeVisible();
  await expect(readerPage.locator('body')).not.toContainText('Calle Secreta');
  // Read without its one script (which only sends a blocked pair away).
  await expect(readerPage.locator('script:not([src="/web/plan/reader.js"])')).toHaveCount(0);

  // The tags a chat app draws the card from, and the card itself.
  const og = (property: string) =>
    readerPage.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await og('og:title')).toBe(description);
  expect(await og('og:url')).toMatch(new RegExp(`${link}$`));
  const image = await og('og:image');
  expect(image).toMatch(new RegExp(`${link}/preview\\.png\\?v=`));
  expect(await readerPage.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
    'summary_large_image',
  );
  const card = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');
  await reader.close();

  // With scripts on, as a phone opens it: "Pedir unirme", an account, and back to the plan.
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await guest.newPage();
  await page.goto(link);
  await page.getByRole('link', { name: 'Pedir unirme' }).click();
  await joinInApp(page, { email: uniqueEmail('enlace') }, 'Iker', {
    landsOn: new RegExp(`/web/app/a/${plan.id}$`),
  });
  await expect(page.getByRole('heading', { name: description })).toBeVisible();
  await page.getByRole('button', { name: 'Pedir unirme' }).click();
  await expect(page.getByText('Solicitud enviada. Te avisaremos cuando responda.')).toBeVisible();
  await guest.close();
});

test('a host shares the plan’s link and adds it to the calendar; a member subscribes to theirs', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `comparte-${stamp}@antojo.test`,
    firstname: 'Rocío',
  });
  const description = `Cañas en Lavapiés ${stamp}`;
  const plan = await hostPlanAt(request, ref, host, {
    description,
    city: ref.city('Madrid'),
    startsIn: 5 * 60,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, host.token, `/web/app/a/${plan.id}`);
  const share = page.getByRole('region', { name: 'Compartir' });
  await expect(share).toBeVisible();

  // A browser without a share sheet: copy the link, or WhatsApp with the text and the link.
  const link = new URL(`/web/plan/${plan.id}`, page.url()).href;
  await share.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado. Pégalo donde quieras compartirlo.')).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toBe(link);
  const whatsApp = await share.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
  expect(decodeURIComponent(new URL(whatsApp!).searchParams.get('text')!)).toMatch(
    new RegExp(`^${description} · .+\n${link.replace(/[.]/g, '\\.')}$`),
  );

  // "Añadir al calendario": an .ics file with the plan.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Añadir al calendario' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`plan-${plan.id}.ics`);
  const { readFile } = await import('node:fs/promises');
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toContain(`SUMMARY:${description}`);
  expect(file).toContain('DTSTART;TZID=Europe/Madrid:');

  // Ajustes, Calendario: the address to subscribe to, which a new one replaces.
  await page.goto('/web/app/settings');
  await page.getByRole('link', { name: /Calendario/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario');
  const address = page.getByLabel('Dirección del calendario');
  const before = await address.inputValue();
  expect(before).toMatch(/\/api\/calendar\/[\w-]{43}\/plans\.ics$/);
  expect(
    await page.getByRole('link', { name: 'Suscribirme en mi calendario' }).getAttribute('href'),
  ).toBe(before.replace(/^https?:/, 'webcal:'));
  const subscribed = await request.get(new URL(before).pathname);
  expect(await subscribed.text()).toContain(`SUMMARY:${description}`);
  await page.getByRole('button', { name: 'Cambiar la dirección' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cambiar la dirección' }).click();
  await expect(page.getByText('Dirección nueva. La anterior ya no funciona.')).toBeVisible();
  await expect(address).not.toHaveValue(before);
  expect((await request.get(new URL(before).pathname)).status()).toBe(404);
});

test('a host chooses to show the exact place on the plan’s link', async ({ page, request }) => {
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `lugar-${stamp}@antojo.test`,
    firstname: 'Elena',
  });
  const plan = await hostPlanAt(request, ref, host, {
    description: `Pícnic en el Retiro ${stamp}`,
    city: ref.city('Madrid'),
    startsIn: 6 * 60,
    address: 'Paseo de Coches',
  });
  const link = `/web/plan/${plan.id}`;
  expect(await (await request.get(link)).text()).not.toContain('Paseo de Coches');

  await openSignedIn(page, host.token, `/web/app/a/${plan.id}/edit`);
  const show = page.getByRole('checkbox', {
    name: /Mostrar el lugar exacto a quien vea el enlace del plan/,
  });
  await expect(show).not.toBeChecked();
  await show.check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));

  await page.goto(link);
  await expect(page.getByText('Paseo de Coches, Madrid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
});

test('a member the host blocked, signed in, does not read the plan by its link', async ({
  page,
  request,
}) => {
  const ref = await planReference(request);
  const stamp = Date.now();
  const host = await signUpMember(request, {
    email: `bloquea-${stamp}@antojo.test`,
    firstname: 'Paula',
  });
  const blocked = await signUpMember(request, {
    email: `bloqueado-${stamp}@antojo.test`,
    firstname: 'Tomás',
  });
  const description = `Yoga en el parque ${stamp}`;
  const plan = await hostPlanAt(request, ref, host, {
    description,
    city: ref.city('Madrid'),
    startsIn: 8 * 60,
  });
  const block = await request.post(`/api/user/${blocked.user.id}/block`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect(block.status()).toBe(200);
  await openSignedIn(page, blocked.token, `/web/plan/${plan.id}`);
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));
  await expect(page.getByRole('heading', { name: 'Este plan ya no existe' })).toBeVisible();
});

test('the public page is accessible, light and dark, and its first Tab stop skips to the plan', async ({
  page,
  request,
}, testInfo) => {
  const ref = await planReference(request);
  const host = await signUpMember(request, {
    email: `contraste-${Date.now()}@antojo.test`,
    firstname: 'Alba',
  });
  const plan = await hostPlanAt(request, ref, host, {
    description: 'Pádel en Madrid Río',
    city: ref.city('Madrid'),
    startsIn: 4 * 60,
    discipline: 'padel',
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/web/plan/${plan.id}`);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, nodes }) => `${colorScheme}: ${id} (${nodes.map((n) => n.target).join(', ')})`);
    expect(severe).toEqual([]);
  }
  if (testInfo.project.name === 'phone') return;
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});

test('a plan that is gone answers the not-found page', async ({ page }) => {
  const answer = await page.goto('/web/plan/987654321');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
