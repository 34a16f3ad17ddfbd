import { expect, test } from './support/test.js';
import { publicPages, testimonialsSettled } from './support/site.js';

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

test('the home page starts with under 2 KB of script, and the testimonials bring theirs when near', async ({
  page,
}) => {
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), bytes: Number(response.headers()['content-length'] ?? 0) });
  });
  const sum = () => scripts.reduce((total, script) => total + script.bytes, 0);
  // A phone's screen: the testimonials are further down than one more screen.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/web');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(sum()).toBeLessThan(2 * 1024);
  const atLoad = scripts.length;

  await testimonialsSettled(page);
  // React and the feed, hydrated: the rest of the page never is (no router). Brotli bytes.
  expect(scripts.length).toBeGreaterThan(atLoad);
  expect(sum()).toBeLessThan(90 * 1024);
  expect(scripts.map((script) => script.url).join()).not.toMatch(/\/index-[^/]+\.js/);
});

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
  await page.locator('#opiniones').scrollIntoViewIfNeeded();
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
