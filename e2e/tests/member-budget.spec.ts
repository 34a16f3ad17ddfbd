import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { appPath } from './support/members.js';

// The member app's first screen must stay light on a phone (issue: under 150 KB of gzip
// JavaScript, route-split). Bytes are exact, not timings, so this is a test, not a benchmark.

const BUDGET_GZIP = 150 * 1024;

/** Every script the page loads until it settles, with its gzip size (zlib's default level). */
async function scriptsOf(page: Page, url: string) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('the first screen of the app, a guest’s, loads under 150 KB of gzip JavaScript', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, appPath.home);
  await expect(page.getByRole('link', { name: 'Crear cuenta' })).toBeVisible();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const breakdown = [...scripts]
    .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KiB`)
    .join(', ');
  test.info().annotations.push({
    type: 'gzip JavaScript',
    description: `${(total / 1024).toFixed(1)} KiB in ${scripts.size} scripts: ${breakdown}`,
  });
  expect(total, breakdown).toBeLessThan(BUDGET_GZIP);
  // Route-split: nothing of the staff area comes with it.
  // (Chunks are named after their first module: `texts-…` is the staff's texts page, while
  // `plan-texts-…` is the app's own.)
  const basename = (path: string) => path.split('/').pop() ?? path;
  expect(
    [...scripts.keys()].filter((name) => /^(administration|deploy|texts)/.test(basename(name))),
  ).toEqual([]);
});
