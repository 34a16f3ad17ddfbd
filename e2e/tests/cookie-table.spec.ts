import { expect, test } from './support/test.js';

// The terms' table of cookie types (spec, section 2) on the narrowest phones: each kind of
// cookie is a card whose every cell says which column it belongs to, with no horizontal
// scrolling, and it is still a table for a screen reader.

/** How far the page and the table's own box scroll sideways (0 when nothing overflows). */
const OVERFLOW = `(() => {
  const table = document.querySelector('table');
  const box = table.parentElement;
  return {
    page: document.scrollingElement.scrollWidth - window.innerWidth,
    box: box.scrollWidth - box.clientWidth,
    right: table.getBoundingClientRect().right - window.innerWidth,
  };
})()`;

/** The column name each body cell shows before its value (CSS generated content). */
const CELL_LABELS = `[...document.querySelectorAll('table tbody td')].map(
  (cell) => getComputedStyle(cell, '::before').content,
)`;

test('the cookie table reads at 360 px without horizontal scrolling, still a table', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/web/terms-and-conditions');
  const table = page.getByRole('table', { name: 'Tipos de cookies que podemos utilizar' });
  await table.scrollIntoViewIfNeeded();
  await expect(table).toBeVisible();

  const overflow = (await page.evaluate(OVERFLOW)) as Record<'page' | 'box' | 'right', number>;
  expect(overflow.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(overflow.box, 'the table scrolls sideways in its box').toBeLessThanOrEqual(0);
  expect(overflow.right, 'the table ends beyond the screen').toBeLessThanOrEqual(0);

  // A header row and one row per kind of cookie, each with its row header and three cells.
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Tipo',
    'Finalidad',
    'Duración',
    '¿Necesita tu consentimiento?',
  ]);
  const analytics = table.getByRole('row', { name: /Analíticas/ });
  await expect(analytics.getByRole('rowheader')).toHaveText('Analíticas');
  await expect(analytics.getByRole('cell')).toHaveCount(3);

  // Stacked: the cells one under the other, each labelled with its column.
  const [purpose, duration] = [
    await analytics.getByRole('cell').nth(0).boundingBox(),
    await analytics.getByRole('cell').nth(1).boundingBox(),
  ];
  expect(duration!.y).toBeGreaterThanOrEqual(purpose!.y + purpose!.height - 1);
  const labels = (await page.evaluate(CELL_LABELS)) as string[];
  expect(labels.slice(0, 3)).toEqual([
    expect.stringContaining('Finalidad'),
    expect.stringContaining('Duración'),
    expect.stringContaining('¿Necesita tu consentimiento?'),
  ]);

  // Wide screens (not a phone's): the columns side by side again.
  if (testInfo.project.name === 'phone') return;
  await page.setViewportSize({ width: 1280, height: 800 });
  const [header, wide] = [
    await analytics.getByRole('rowheader').boundingBox(),
    await analytics.getByRole('cell').first().boundingBox(),
  ];
  expect(Math.abs(wide!.y - header!.y)).toBeLessThan(2);
  expect(wide!.x).toBeGreaterThan(header!.x + header!.width - 1);
  expect(((await page.evaluate(OVERFLOW)) as { box: number }).box).toBeLessThanOrEqual(0);
});
