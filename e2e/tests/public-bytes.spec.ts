import { expect, test } from '@playwright/test';
import { publicPages } from './support/site.js';

// What a public page costs to load: text pages run no JavaScript at all, and every file comes
// compressed once at build time (brotli to a browser that takes it), hashed ones cached a year.

const textPages = publicPages.filter(({ path }) => path !== '/web');

for (const { path } of [...textPages, { path: '/web/pagina-que-no-existe' }]) {
  test(`${path} loads without a single script`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(page.locator('script, link[rel="modulepreload"]')).toHaveCount(0);
    // Still styled: the page's stylesheets arrive.
    await expect(page.locator('link[rel="stylesheet"]').first()).toBeAttached();
  });
}

test('the home page and its scripts come brotli-compressed; scripts are cached for a year', async ({
  page,
}) => {
  const scripts: Array<{ url: string; encoding?: string; cache?: string; bytes: number }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
      bytes: Number(headers['content-length'] ?? 0),
    });
  });
  const home = await page.goto('/web');
  expect(home?.headers()['content-encoding']).toBe('br');
  expect(home?.headers()['cache-control']).toBe('no-cache');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    // The build leaves files under 512 bytes as they are (compress.mjs): headers cost more.
    if (script.encoding === undefined) expect(script.bytes, script.url).toBeLessThan(512);
    else expect(script.encoding, script.url).toBe('br');
  }
  expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
});
