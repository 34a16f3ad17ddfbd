import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { channelJoined, collectErrors } from './support/live.js';
import {
  attend,
  endPlan,
  moveTo,
  planReference,
  planWithGuest,
  type PlanReference,
} from './support/plans.js';
import { openSignedIn, signUpMember, type ApiSession } from './support/staff.js';

// "Ranking y posiciones" (decision 0027): points come from verified attendances (the host's
// mark and the participant's word, through the API here) once the plan has ended (decision
// 0034), and the member's place on the month's board in their city moves live, their own row
// always in sight.

/** `guest` takes a place in a plan of `host`'s starting in ten minutes. */
const join = (
  request: APIRequestContext,
  ref: PlanReference,
  host: ApiSession,
  guest: ApiSession,
  description: string,
  cityName: string,
) =>
  planWithGuest(request, ref, host, guest, {
    description,
    startsIn: 10,
    city: ref.city(cityName),
    discipline: 'padel',
  });

/** A city of its own for each project and retry: a board holds everyone in it this month. */
const CITIES = ['Lleida', 'Tarragona', 'Huelva', 'Jaén'];

test('the ranking shows the month in the member’s city and moves live', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const cityName =
    CITIES[(testInfo.project.name === 'phone' ? 0 : 2) + Math.min(testInfo.retry, 1)]!;
  const ref = await planReference(request);
  const [lola, bea, carla] = await Promise.all([
    signUpMember(request, { email: `ranking-lola-${stamp}@antojo.test`, firstname: 'Lola' }),
    signUpMember(request, { email: `ranking-bea-${stamp}@antojo.test`, firstname: 'Bea' }),
    signUpMember(request, { email: `ranking-carla-${stamp}@antojo.test`, firstname: 'Carla' }),
  ]);
  for (const member of [lola, bea, carla]) await moveTo(request, member, ref.city(cityName));
  await attend(request, ref, lola, bea, 'Pádel en el parque', cityName);

  const errors: string[] = [];
  collectErrors(page, errors);
  const live = channelJoined(page, 'private-ranking.');
  await openSignedIn(page, bea.token, '/web/app/ranking');
  await live;
  const board = page.getByRole('list', { name: 'Ranking' });
  const entries = board.locator(':scope > li');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Lola');
  await expect(entries.first()).toContainText('15 puntos');
  await expect(page.getByRole('region', { name: 'Tu posición' })).toContainText('2.º');
  await expect(page.getByRole('region', { name: 'Tu posición' })).toContainText('10 puntos');

  // Bea hosts Carla: 15 more, and she passes Lola on the screen she has open.
  await attend(request, ref, bea, carla, 'Pádel al atardecer', cityName);
  await expect(page.getByRole('region', { name: 'Tu posición' })).toContainText('1.º');
  await expect(page.getByRole('region', { name: 'Tu posición' })).toContainText('25 puntos');
  await expect(entries.first()).toContainText('Bea');

  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('ranking.png'), fullPage: true });
  }

  // Pádel's own board has the same three.
  await page.getByLabel('Disciplina').selectOption({ label: 'Pádel' });
  await expect(entries).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('host and participant confirm an attendance on the plan’s page, and the points follow', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const cityName = (
    testInfo.project.name === 'phone' ? ['Segovia', 'Albacete'] : ['Guadalajara', 'Ciudad Real']
  )[Math.min(testInfo.retry, 1)]!;
  const ref = await planReference(request);
  const [hugo, irene] = await Promise.all([
    signUpMember(request, { email: `asiste-hugo-${stamp}@antojo.test`, firstname: 'Hugo' }),
    signUpMember(request, { email: `asiste-irene-${stamp}@antojo.test`, firstname: 'Irene' }),
  ]);
  for (const member of [hugo, irene]) await moveTo(request, member, ref.city(cityName));
  const plan = await join(request, ref, hugo, irene, 'Pádel de tarde', cityName);
  const errors: string[] = [];

  // Irene says it took place.
  collectErrors(page, errors);
  await openSignedIn(page, irene.token, `/web/app/a/${plan.id}`);
  const mine = page.getByRole('region', { name: 'Asistencia' });
  await mine.getByRole('button', { name: 'Sí, estuve' }).click();
  await expect(mine).toContainText('Falta que quien organiza marque tu asistencia');

  // Hugo marks her present: verified.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  collectErrors(hostPage, errors);
  await openSignedIn(hostPage, hugo.token, `/web/app/a/${plan.id}`);
  const sheet = hostPage.getByRole('region', { name: 'Asistencia' });
  const row = sheet.getByRole('listitem').filter({ hasText: 'Irene' });
  await expect(row).toContainText('Confirmó que se celebró · falta tu marca');
  await row.getByRole('button', { name: 'Vino', exact: true }).click();
  await expect(row).toContainText('Asistencia verificada');
  if (process.env.SCREENSHOTS) {
    await hostPage.screenshot({ path: testInfo.outputPath('asistencia-host.png'), fullPage: true });
  }

  // Irene's page says so; once the plan has ended, the ranking counts both.
  await page.reload();
  await expect(mine).toContainText('Asistencia verificada');
  await endPlan(request, hugo, plan.id);
  await page.goto('/web/app/ranking');
  await expect(page.getByRole('region', { name: 'Tu posición' })).toContainText('2.º');
  await expect(page.getByRole('region', { name: 'Tu posición' })).toContainText('10 puntos');
  await hostContext.close();

  // The same fact brought her coins: Perfil shows the balance, "Monedas" says why.
  await page.goto('/web/app/profile');
  await page.getByRole('link', { name: '5 monedas' }).click();
  await expect(page.getByRole('region', { name: 'Tu saldo' })).toContainText('5');
  const movement = page.getByRole('listitem').filter({ hasText: 'Asistencia verificada' });
  await expect(movement).toContainText('Pádel de tarde');
  await expect(movement.getByLabel('Entran 5 monedas')).toHaveText('+5');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('monedas.png'), fullPage: true });
  }

  // Her first level at pádel, from the four questions, on her sports profile.
  await page.goto('/web/app/profile');
  const sports = page.getByRole('region', { name: 'Perfil deportivo' });
  await expect(sports).toContainText('sin datos');
  await sports.getByRole('link', { name: 'Calcular mi nivel' }).click();
  await page.getByLabel('Deporte').selectOption({ label: 'Pádel' });
  for (const [question, answer] of [
    ['¿Cuánto tiempo llevas practicándolo?', 'Entre uno y tres años'],
    ['¿Con qué frecuencia lo practicas?', 'Una vez por semana'],
    ['¿Has competido?', 'En torneos sociales o entre amigos'],
    ['¿Cómo es tu técnica?', 'Domino lo básico'],
  ] as const) {
    await page.getByRole('group', { name: question }).getByLabel(answer).check();
  }
  await page.getByRole('button', { name: 'Calcular mi nivel' }).click();
  await expect(page.getByRole('region', { name: 'Tu nivel' })).toContainText('3,1');
  await page.getByRole('link', { name: 'Ver mi perfil deportivo' }).click();
  await expect(sports.getByRole('listitem').filter({ hasText: 'Pádel' })).toContainText('3,1');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('perfil-deportivo.png'), fullPage: true });
  }
  expect(errors).toEqual([]);
});
