import { expect, test } from './support/test.js';
import { adminPath, openSignedIn, staffToken } from './support/staff.js';

// The texts and testimonials moderation pages of general staff. Desktop only.

const TAG = 'form.must_differ';

test('staff edit a text in place and save only the changed one', async ({ page, request }) => {
  const token = await staffToken(request);
  const before = (await (await request.get('/api/text')).json()) as Record<
    string,
    { lan_es: string }
  >;
  const original = before[TAG]!.lan_es;
  const changed = `${original} (e2e)`;

  await openSignedIn(page, token, adminPath.texts);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Textos');
  await page.getByLabel('Buscar').fill(TAG);
  const field = page.getByLabel(TAG, { exact: true });
  await expect(field).toHaveValue(original);
  await field.fill(changed);
  await expect(page.getByText('1 cambio sin guardar')).toBeVisible();

  const saved = page.waitForRequest((sent) => sent.url().endsWith('/api/admin/text'));
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // Only the changed text is sent.
  expect((await saved).postData()).toContain(`[{"tag":"${TAG}","lan_es":"${changed}"}]`);
  await expect(page.getByRole('status').filter({ hasText: 'Textos guardados.' })).toBeVisible();
  await expect(page.getByText('Sin cambios')).toBeVisible();

  const after = (await (await request.get('/api/text')).json()) as Record<
    string,
    { lan_es: string }
  >;
  expect(after[TAG]!.lan_es).toBe(changed);

  // Put it back as it was, for whoever reads it next.
  await field.fill(original);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Textos guardados.' })).toBeVisible();
});

test('staff hide a published testimonial and publish it again', async ({ page, request }) => {
  await openSignedIn(page, await staffToken(request), adminPath.testimonials);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda y opiniones');
  const first = page.getByRole('listitem').filter({ hasText: 'Publicada' }).first();
  const text = (await first.locator('p').textContent()) ?? '';
  const entry = page.getByRole('listitem').filter({ hasText: text });

  await entry.getByRole('button', { name: 'Ocultar' }).click();
  await expect(entry).toContainText('Oculta');
  await entry.getByRole('button', { name: 'Publicar' }).click();
  await expect(entry).toContainText('Publicada');
});
