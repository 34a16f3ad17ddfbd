import { expect, test } from './support/test.js';
import { rate } from 'openskill';
import { collectErrors } from './support/live.js';
import { moveTo, planReference, planWithGuest } from './support/plans.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// A competitive plan's result (decision 0027): once the plan has started, a player reports the
// teams and the winner on its page; the other side (here the host) confirms it, and both
// levels move as OpenSkill moves them from the starting level, shown on the page and on Perfil.

/** The level model: OpenSkill's defaults scaled to the 0–7 scale (levels.service.ts). */
const PRIOR = { mu: 3.5, sigma: 3.5 / 3 };
const MODEL = { ...PRIOR, beta: PRIOR.sigma / 2, tau: PRIOR.mu / 300 };
const level = (mu: number) => Math.min(7, Math.max(0, Math.round(mu * 10) / 10));
const spanish = (value: number) =>
  value.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

test('a reported result, confirmed by the other side, moves both levels as expected', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const cityName = testInfo.project.name === 'phone' ? 'Ourense' : 'Pontevedra';
  const ref = await planReference(request);
  const [hugo, gala] = await Promise.all([
    signUpMember(request, { email: `resultado-hugo-${stamp}@antojo.test`, firstname: 'Hugo' }),
    signUpMember(request, { email: `resultado-gala-${stamp}@antojo.test`, firstname: 'Gala' }),
  ]);
  for (const member of [hugo, gala]) await moveTo(request, member, ref.city(cityName));
  // A result is reported once the plan has started: this one starts in 20 seconds.
  const startsAt = Date.now() + 20_000;
  const plan = await planWithGuest(request, ref, hugo, gala, {
    description: `Pádel a muerte ${stamp}`,
    startsIn: 20 / 60,
    city: ref.city(cityName),
    discipline: 'padel',
  });
  await page.waitForTimeout(Math.max(0, startsAt - Date.now() + 1_000));
  const errors: string[] = [];

  // Gala is asked how it went in Descubrir, and goes to the plan.
  collectErrors(page, errors);
  await openSignedIn(page, gala.token, '/web/app');
  const prompt = page.getByRole('region', { name: '¿Qué tal fue?' });
  await expect(prompt).toContainText(`Pádel a muerte ${stamp}`);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('que-tal-fue.png') });
  }
  await prompt.getByRole('link', { name: /Pádel a muerte/ }).click();
  await expect(page).toHaveURL(new RegExp(`/web/app/a/${plan.id}$`));
  await expect(page.getByRole('region', { name: 'Calorías (estimación)' })).toContainText(
    'estimación',
  );

  // She reports: Hugo's team (A) won.
  const panel = page.getByRole('region', { name: 'Resultado' });
  await panel.getByRole('button', { name: 'Anotar el resultado' }).click();
  const form = page.getByRole('region', { name: 'Anotar el resultado' });
  await form
    .getByRole('group', { name: 'Equipo de Hugo' })
    .getByRole('button', { name: 'A' })
    .click();
  await form
    .getByRole('group', { name: 'Equipo de Gala' })
    .getByRole('button', { name: 'B' })
    .click();
  await form
    .getByRole('group', { name: '¿Quién ganó?' })
    .getByRole('button', { name: 'Equipo A' })
    .click();
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: testInfo.outputPath('anotar.png'), fullPage: true });
  }
  await form.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(panel).toContainText('Ganó el equipo A · lo anotó tú, falta confirmarlo');
  await expect(panel).toContainText('Lo confirma el otro equipo o quien organiza.');

  // Hugo, the other side, is told, and confirms on the plan's page.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  collectErrors(hostPage, errors);
  await openSignedIn(hostPage, hugo.token, '/web/app/notifications');
  await hostPage
    .getByRole('link', {
      name: `Gala ha anotado el resultado de «Pádel a muerte ${stamp}». ¿Es correcto?`,
    })
    .click();
  const hostPanel = hostPage.getByRole('region', { name: 'Resultado' });
  await hostPanel.getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(hostPanel).toContainText('Resultado confirmado · Ganó el equipo A');

  // The levels move as the library moves them: from 3.5 each, Hugo up, Gala down.
  const [[winner], [loser]] = rate([[PRIOR], [PRIOR]], { ...MODEL, rank: [1, 2] }) as [
    [{ mu: number }],
    [{ mu: number }],
  ];
  const up = level(winner.mu);
  const down = level(loser.mu);
  expect(up).toBeGreaterThan(3.5);
  expect(down).toBeLessThan(3.5);
  await expect(hostPanel).toContainText(`Tu nivel: 3,5 → ${spanish(up)}`);
  await expect(hostPanel).toContainText(`Nivel: 3,5 → ${spanish(down)}`);
  if (process.env.SCREENSHOTS) {
    await hostPage.screenshot({ path: testInfo.outputPath('resultado-host.png'), fullPage: true });
  }

  // Gala's page follows live, and her Perfil shows her new level in pádel.
  await expect(panel).toContainText('Resultado confirmado');
  await expect(panel).toContainText(`Tu nivel: 3,5 → ${spanish(down)}`);
  await page.goto('/web/app/profile');
  const sports = page.getByRole('region', { name: 'Perfil deportivo' });
  await expect(sports.getByRole('listitem').filter({ hasText: 'Pádel' })).toContainText(
    `Nivel ${spanish(down)}`,
  );
  await expect(sports).toContainText('1 resultado');

  expect(errors).toEqual([]);
  await hostContext.close();
});
