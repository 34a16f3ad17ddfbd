import { expect, test } from './support/test.js';
import { publicPages, testimonialsSettled, widthsFor } from './support/site.js';

/** The page's width and the viewport's (the e2e project has no DOM types: hence the casts). */
type Widths = { scrollWidth: number; innerWidth: number };

for (const { path, h1 } of publicPages) {
  test(`${path} fits every width without horizontal scrolling`, async ({ page }, testInfo) => {
    await page.goto(path);
    if (path === '/web') await testimonialsSettled(page);
    for (const width of widthsFor(testInfo.project.name)) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth } = await page.evaluate((): Widths => {
        const browser = globalThis as unknown as {
          document: { scrollingElement: { scrollWidth: number } };
          innerWidth: number;
        };
        return {
          scrollWidth: browser.document.scrollingElement.scrollWidth,
          innerWidth: browser.innerWidth,
        };
      });
      // The width set, too: a phone widens its layout viewport (innerWidth) to fit overflow.
      expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(Math.min(innerWidth, width));

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Antojo' })).toBeInViewport();
      await expect(header.getByRole('link', { name: 'Entrar' })).toBeInViewport();
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Inicio' }),
      ).toBeVisible();
    }
  });
}

test('the home’s sample card and tiles sit side by side on wide screens, stacked on phones', async ({
  page,
}, testInfo) => {
  await page.goto('/web');
  const h1 = page.getByRole('heading', { level: 1 });
  const card = page.getByRole('figure').filter({ hasText: 'Crear Actividad' });
  const tile = (name: string) => page.getByRole('heading', { level: 3, name });

  // A phone is never wide.
  if (testInfo.project.name !== 'phone') await wideLayout();
  await page.setViewportSize({ width: 360, height: 800 });
  const [h1Narrow, cardNarrow] = [await h1.boundingBox(), await card.boundingBox()];
  expect(cardNarrow!.y).toBeGreaterThan(h1Narrow!.y + h1Narrow!.height);
  const [firstNarrow, secondNarrow] = [
    await tile('Conexiones reales').boundingBox(),
    await tile('Mapa de deseos').boundingBox(),
  ];
  expect(secondNarrow!.y).toBeGreaterThan(firstNarrow!.y);

  async function wideLayout() {
    await page.setViewportSize({ width: 1280, height: 800 });
    const [h1Wide, cardWide] = [await h1.boundingBox(), await card.boundingBox()];
    expect(cardWide!.x).toBeGreaterThan(h1Wide!.x + h1Wide!.width - 1);
    const [first, third] = [
      await tile('Conexiones reales').boundingBox(),
      await tile('Eventos y retos').boundingBox(),
    ];
    expect(Math.abs(first!.y - third!.y)).toBeLessThan(2);
  }
});
