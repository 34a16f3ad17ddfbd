import { request as apiRequest, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { collectErrors } from './support/live.js';
import { startOwnServer } from './support/own-server.js';
import { startPaymentStandIn } from './support/payment-stand-in.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Move y Premium (issue 35, item 5): without a payment provider the plan page says what each
// plan includes and that subscriptions open soon, with no button that cannot work, and
// Estadísticas locked says the same; with the provider configured (a local Stripe stand-in)
// checkout is there and works, and nothing says "soon".

const SOON = 'Las suscripciones a Move y Premium abren pronto';

/** What a member without a plan must not be offered when nothing can be paid. */
async function expectNoPaymentOffered(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main).not.toContainText('Gestionar suscripción');
  await expect(main).not.toContainText('verás el precio');
  await expect(main).not.toContainText('Ayuda');
}

test('without a payment provider: what each plan includes, "abren pronto", no dead button', async ({
  page,
  request,
}, testInfo) => {
  const errors: string[] = [];
  collectErrors(page, errors);
  const member = await signUpMember(request, {
    email: `sin-proveedor-${testInfo.project.name}-${Date.now()}@antojo.test`,
  });
  await openSignedIn(page, member.token, '/web/app/plans');
  const main = page.getByRole('main');
  await expect(main.getByRole('note')).toHaveText(
    `${SOON}: todavía no se pueden contratar. Aquí tienes lo que incluirá cada plan.`,
  );
  for (const [plan, feature] of [
    ['Move', 'Estadísticas'],
    ['Premium', 'Eventos exclusivos'],
  ] as const) {
    await expect(
      main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan }) }),
    ).toContainText(feature);
  }
  await expectNoPaymentOffered(page);

  // Estadísticas, locked, says the same and leads to what Move includes.
  await page.goto('/web/app/stats');
  await expect(main).toContainText('Con Move o Premium');
  await expect(main).toContainText(SOON);
  await expect(main.getByRole('button')).toHaveCount(0);
  await main.getByRole('link', { name: 'Ver Move' }).click();
  await expect(page).toHaveURL(/\/web\/app\/plans\?para=statistics$/);
  await expect(main.getByRole('note')).toContainText(SOON);
  expect(errors).toEqual([]);
});

test('with the payment provider configured: checkout is offered and works', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const stripe = await startPaymentStandIn();
  const own = await startOwnServer(stripe.env);
  try {
    const api = await apiRequest.newContext({ baseURL: own.url });
    const member = await signUpMember(api, {
      email: `con-proveedor-${testInfo.project.name}-${Date.now()}@antojo.test`,
    });
    // The project's phone or desk, on this server.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
      testInfo.project.use;
    const context = await browser.newContext({
      ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
      baseURL: own.url,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    collectErrors(page, errors);
    await openSignedIn(page, member.token, '/web/app/plans');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Hazte Move' })).toBeEnabled();
    await expect(main.getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
    await expect(main).toContainText('verás el precio antes de pagar');
    await expect(main).not.toContainText('abren pronto');
    await expect(main.getByRole('note')).toHaveCount(0);

    await page.goto('/web/app/stats');
    await expect(main).toContainText('Con Move o Premium');
    await expect(main).not.toContainText('abren pronto');

    // The button is not dead: it opens the provider's checkout for that plan.
    await page.goto('/web/app/plans');
    await main.getByRole('button', { name: 'Hazte Premium' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.base}/c/pay/cs_test_1$`));
    await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
    expect(stripe.checkouts[0]?.get('line_items[0][price]')).toBe('price_premium_e2e');
    expect(stripe.checkouts[0]?.get('client_reference_id')).toBe(String(member.user.id));
    expect(errors).toEqual([]);
    await context.close();
    await api.dispose();
  } finally {
    await own.stop();
    await stripe.close();
  }
});
