import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test.js';
import { publicPages, testimonialsSettled } from './support/site.js';

const pages = [...publicPages.map(({ path }) => path), '/web/no-existe'];

// Both colour schemes: the pages follow the system's (styles/tokens.css), and a dark text left
// on a dark card is a contrast failure axe sees only in the dark one.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} has no serious or critical WCAG A/AA violations (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      if (path === '/web') await testimonialsSettled(page);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      const severe = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          ({ id, impact, nodes }) => `${impact}: ${id} (${nodes.map((n) => n.target).join(', ')})`,
        );
      expect(severe).toEqual([]);
    });
  }
}

test('the first Tab stop is a visible skip link to the main content', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a keyboard test: a phone has no Tab key');
  await page.goto('/web/terms-and-conditions');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The next stops show a focus ring.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCSS('outline-style', 'solid');
});
