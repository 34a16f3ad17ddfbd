import { expect, test } from './support/test.js';
import { channelJoined, collectErrors } from './support/live.js';
import { solidPng } from './support/members.js';
import { attend, moveTo, planReference } from './support/plans.js';
import {
  adminPath,
  openSignedIn,
  signUpMember,
  staffToken,
  type ApiSession,
} from './support/staff.js';

// "Eventos y retos" (issue 21): staff make a sponsor brand (with its logo) and a challenge in
// the staff area; a member joins it, sees her progress move live with each verified
// attendance, gets the coins and the badge once at the goal, and spends the coins on a
// highlight that puts her plan first, marked, in another member's list.

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

/** `YYYY-MM-DDTHH:mm` of a datetime-local field, `minutes` from now on the browser's clock. */
const localInput = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

test('a staff-made challenge is joined, completed through attendances, rewarded and spent', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const cityName = testInfo.project.name === 'phone' ? 'Cáceres' : 'Badajoz';
  const brandName = `Deportes Vettonia ${stamp}`;
  const title = `Dos partidos ${stamp}`;
  const ref = await planReference(request);
  const errors: string[] = [];

  // Staff, at a desk: the brand with its logo, then the challenge in its name.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await desk.newPage();
  collectErrors(staffPage, errors);
  await openSignedIn(staffPage, await staffToken(request), adminPath.sponsors);
  const brands = staffPage.getByRole('region', { name: 'Marcas' });
  await brands.getByLabel('Nombre').fill(brandName);
  await brands.getByLabel('Web').fill('https://vettonia.example');
  await brands.getByRole('button', { name: 'Añadir marca' }).click();
  const brandRow = brands.getByRole('listitem').filter({ hasText: brandName });
  await expect(brandRow).toBeVisible();
  await brandRow.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(240, 80, [20, 110, 60]),
  });
  await brandRow.getByRole('button', { name: 'Subir logo' }).click();
  await expect(brandRow.locator('img')).toBeVisible();

  const challenges = staffPage.getByRole('region', { name: 'Retos' });
  await challenges.getByLabel('Título').fill(title);
  await challenges.getByLabel('Descripción').fill('Juega dos partidos verificados esta semana.');
  await challenges.getByLabel('Qué cuenta').selectOption('activities');
  await challenges.getByLabel('Meta').fill('2');
  await challenges.getByLabel('Empieza').fill(localInput(-60));
  await challenges.getByLabel('Termina').fill(localInput(7 * 24 * 60));
  await challenges.getByLabel('Monedas de premio').fill('30');
  await challenges.getByLabel('Insignia', { exact: true }).fill('🏆');
  await challenges.getByLabel('Nombre de la insignia').fill('Doble partido');
  await challenges.getByLabel('Marca').selectOption({ label: brandName });
  await challenges.getByRole('button', { name: 'Crear reto' }).click();
  await expect(challenges.getByRole('heading', { name: title })).toBeVisible();
  if (process.env.SCREENSHOTS) {
    await staffPage.screenshot({ path: testInfo.outputPath('patrocinios.png'), fullPage: true });
  }
  await desk.close();

  // The highlight Nora will buy with what she earns.
  const staff = { authorization: `Bearer ${await staffToken(request)}` };
  const item = await request.post('/api/admin/store', {
    headers: staff,
    multipart: {
      kind: 'highlight',
      name: `Destacado del reto ${stamp}`,
      description: 'Tu plan, el primero de la lista durante 24 horas.',
      price: '30',
    },
  });
  expect(item.status(), await item.text()).toBe(200);

  // An event in the brand's name: places to whoever asks first.
  const brandId = (
    (await (await request.get('/api/admin/sponsors', { headers: staff })).json()) as {
      data: { id: number; name: string }[];
    }
  ).data.find((brand) => brand.name === brandName)!.id;
  const eventName = `Torneo Vettonia ${stamp}`;
  const event = await request.post('/api/admin/events', {
    headers: staff,
    multipart: {
      sponsor: String(brandId),
      description: eventName,
      type: String(ref.option('activity_types', 'sport')),
      discipline: String(ref.option('disciplines', 'padel')),
      city: String(ref.city(cityName).id),
      location: JSON.stringify({ lat: ref.city(cityName).lat, lon: ref.city(cityName).lon }),
      start_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      duration: '03:00',
      participants: '16',
    },
  });
  expect(event.status(), await event.text()).toBe(200);

  const [nora, oscar] = await Promise.all(
    ['nora', 'oscar'].map((name) =>
      signUpMember(request, {
        email: `retos-${name}-${stamp}@antojo.test`,
        firstname: name[0]!.toUpperCase() + name.slice(1),
      }),
    ),
  );
  for (const member of [nora!, oscar!]) await moveTo(request, member, ref.city(cityName));

  // Nora finds it in "Eventos y retos", with the brand, and joins.
  collectErrors(page, errors);
  const live = channelJoined(page, 'private-challenge.');
  await openSignedIn(page, nora!.token, '/web/app');
  await page.getByRole('link', { name: /Eventos y retos/ }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(brandName);
  await expect(card).toContainText('Meta: 2 actividades');
  await expect(card).toContainText('30 monedas e insignia «Doble partido»');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('eventos-y-retos.png'), fullPage: true });
  }
  const eventCard = page.getByRole('article').filter({ hasText: eventName });
  await expect(eventCard).toContainText(`Organiza ${brandName}`);
  await card.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Apuntarme al reto' }).click();
  const bar = page.getByRole('progressbar', { name: `Progreso en «${title}»` });
  await expect(bar).toHaveAttribute('aria-valuetext', '0 de 2 actividades');
  await expect(page.getByRole('list', { name: 'Clasificación' })).toContainText('Nora');
  await live;

  // Each verified attendance moves her bar while she looks at it.
  await attend(request, ref, oscar!, nora!, `Pádel con Óscar ${stamp}`, cityName);
  await expect(bar).toHaveAttribute('aria-valuetext', '1 de 2 actividades');
  await attend(request, ref, oscar!, nora!, `Revancha de pádel ${stamp}`, cityName);
  await expect(page.getByText('¡Reto completado!', { exact: true })).toBeVisible();
  await expect(page.getByText('¡Reto completado! Ya tienes su premio.')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', '2 de 2 actividades');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('reto.png'), fullPage: true });
  }

  // The brand's event: her place is hers at once, with nobody to answer.
  await page.goto('/web/app/challenges');
  await page.getByRole('link', { name: eventName }).click();
  await page.getByRole('button', { name: 'Reservar plaza' }).click();
  await expect(page.getByText('¡Vas a este plan!')).toBeVisible();

  // The reward, once: 2 attendances × 5 + 30, and the badge on her profile.
  await page.goto('/web/app/coins');
  await expect(page.getByRole('region', { name: 'Tu saldo' })).toContainText('40');
  await expect(page.getByRole('listitem').filter({ hasText: 'Reto completado' })).toHaveCount(1);
  await page.goto('/web/app/profile');
  await expect(page.getByText('Doble partido')).toBeVisible();

  // She spends 30 on a highlight for her next plan; Óscar sees it first, marked.
  const next = await request.post('/api/activity', {
    headers: auth(nora!),
    multipart: {
      description: `Pádel al atardecer ${stamp}`,
      type: String(ref.option('activity_types', 'sport')),
      discipline: String(ref.option('disciplines', 'padel')),
      city: String(ref.city(cityName).id),
      location: JSON.stringify({ lat: ref.city(cityName).lat, lon: ref.city(cityName).lon }),
      start_at: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      duration: '01:30',
      participants: '4',
    },
  });
  expect(next.status(), await next.text()).toBe(200);
  await page.goto('/web/app/store');
  const offer = page.getByRole('listitem').filter({ hasText: `Destacado del reto ${stamp}` });
  await offer
    .getByLabel('Plan que quieres destacar')
    .selectOption({ label: `Pádel al atardecer ${stamp}` });
  await offer.getByRole('button', { name: 'Comprar por 30' }).click();
  await expect(offer.getByRole('status')).toContainText('Te quedan 10 monedas');

  await openSignedIn(page, oscar!.token, '/web/app');
  const plans = page
    .getByRole('region', { name: `Planes en ${cityName}` })
    .getByRole('article')
    .filter({ hasText: String(stamp) });
  await expect(plans.first()).toContainText(`Pádel al atardecer ${stamp}`);
  await expect(plans.first()).toContainText('Destacado');
  expect(errors).toEqual([]);
});
