import { expect, test } from '@playwright/test';

test('the home page introduces the product and finds the service running', async ({
  page,
}, testInfo) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });

  await page.goto('/web');
  await expect(page).toHaveTitle(/Antojo/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Donde el deseo espontáneo se convierte en conexión',
  );
  await expect(page.getByText('Servicio en marcha · SDK 1.8.3')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  expect(failures).toEqual([]);
});

test('the API answers the SDK version the app expects', async ({ request }) => {
  const response = await request.get('/api/info');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ sdk: '1.8.3' });
});
