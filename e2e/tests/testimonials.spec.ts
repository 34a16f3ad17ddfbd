import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { collectErrors, TESTIMONIALS_URL } from './support/site.js';

type Testimonial = {
  id: number;
  user: { id: number; firstname: string; avatarUpdatedAt: string | null };
  userName: string;
  description: string;
  stars: number;
};

const list = (page: Page) => page.getByRole('region', { name: 'Opiniones de la comunidad' });
const EMPTY = 'Todavía no hay opiniones publicadas';

/** The home, scrolled to the testimonials: they start when they come near the screen. */
async function openTestimonials(page: Page) {
  await page.goto('/web');
  await page.locator('#opiniones').scrollIntoViewIfNeeded();
}

test('the block shows what GET /api/marketing/view answers, or its empty state', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const response = await request.get(TESTIMONIALS_URL);
  const entries: Testimonial[] = response.ok()
    ? ((await response.json()) as { data: Testimonial[] }).data
    : [];
  await openTestimonials(page);
  const block = page.locator('#opiniones');
  await expect(
    block.getByRole('heading', { name: 'Lo que cuenta nuestra comunidad' }),
  ).toBeVisible();

  if (entries.length === 0) {
    // The endpoint is not there yet (404) or nothing is published.
    await expect(block.getByText(EMPTY)).toBeVisible();
  } else {
    await expect(list(page).locator('cite')).toHaveText(entries.map((t) => t.userName));
    await expect(list(page).locator('blockquote')).toHaveText(
      entries.map((t) => t.description.trim()),
    );
  }
  expect(errors).toEqual([]);
});

test('a phone loads the testimonials only once its reader scrolls near them', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/marketing/view')) requested.push(request.url());
  });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/web');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.locator('#opiniones').getByRole('status')).toHaveText(/Cargando opiniones/);

  await page.locator('#opiniones').scrollIntoViewIfNeeded();
  await expect(page.locator('#opiniones').getByRole('status')).not.toHaveText(/Cargando/);
  expect(requested).toHaveLength(1);
});

test.describe('with the API answering', () => {
  const entry = (id: number, overrides: Partial<Testimonial> = {}): Testimonial => ({
    id,
    user: { id: 100 + id, firstname: `Persona${id}`, avatarUpdatedAt: null },
    userName: `Persona ${id}`,
    description: `Opinión número ${id}: quedé para correr y repetiré.`,
    stars: 5,
    ...overrides,
  });
  const page1 = [
    entry(1, { description: '<img src=x onerror="window.hacked=1"> <b>¡Genial!</b>' }),
    entry(2, {
      user: { id: 102, firstname: 'Lucía', avatarUpdatedAt: '2025-02-01T10:00:00.000Z' },
    }),
    entry(3, { user: { id: 103, firstname: 'Óscar', avatarUpdatedAt: '2025-02-01T10:00:00Z' } }),
    ...Array.from({ length: 7 }, (_, index) => entry(index + 4)),
  ];
  const page2 = [entry(11), entry(12)];
  const paged = (data: Testimonial[], page: number) => ({
    data,
    current_page: page,
    per_page: 10,
    total: 12,
    last_page: 2,
  });
  // A one-pixel PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

  test('404: the list is not published yet, so the empty state shows', async ({ page }) => {
    await page.route('**/api/marketing/view**', (route) =>
      route.fulfill({ status: 404, json: { message: 'Recurso no encontrado.' } }),
    );
    await openTestimonials(page);
    await expect(page.locator('#opiniones').getByText(EMPTY)).toBeVisible();
  });

  test('an empty list shows the empty state', async ({ page }) => {
    await page.route('**/api/marketing/view**', (route) =>
      route.fulfill({
        json: { data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 },
      }),
    );
    await openTestimonials(page);
    await expect(page.locator('#opiniones').getByText(EMPTY)).toBeVisible();
  });

  test('a server failure shows an error with a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/marketing/view**', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { message: 'Error del servidor.' } })
        : route.fulfill({ json: { ...paged(page2, 1), total: 2, last_page: 1 } }),
    );
    await openTestimonials(page);
    const block = page.locator('#opiniones');
    await expect(block.getByText('No hemos podido cargar las opiniones')).toBeVisible();
    fail = false;
    await block.getByRole('button', { name: 'Reintentar' }).click();
    await expect(list(page).locator('cite')).toHaveText(['Persona 11', 'Persona 12']);
  });

  test('entries show avatar, name and text as text; scrolling loads the next page', async ({
    page,
  }) => {
    const requested: string[] = [];
    await page.route('**/api/marketing/view**', (route) => {
      const url = new URL(route.request().url());
      requested.push(url.search);
      const number = Number(url.searchParams.get('page'));
      return route.fulfill({ json: paged(number === 1 ? page1 : page2, number) });
    });
    await page.route('**/api/user/102/avatar**', (route) =>
      route.fulfill({ contentType: 'image/png', body: png }),
    );
    await page.route('**/api/user/103/avatar**', (route) => route.fulfill({ status: 404 }));
    await openTestimonials(page);

    const cards = list(page).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    expect(requested[0]).toBe('?page=1&pageSize=10');

    // User content is text: the markup shows literally and nothing runs.
    await expect(cards.first().locator('blockquote')).toHaveText(page1[0]!.description);
    expect(await list(page).locator('img[src="x"], b').count()).toBe(0);
    expect(await page.evaluate(() => 'hacked' in globalThis)).toBe(false);

    // An avatar when there is one; the first letter when there is none or it fails. Avatars
    // load lazily, once the block is in view.
    await list(page).scrollIntoViewIfNeeded();
    await expect(cards.nth(1).locator('img')).toHaveAttribute(
      'src',
      /\/api\/user\/102\/avatar\?v=/,
    );
    await expect(cards.nth(2).locator('img')).toHaveCount(0);
    await expect(cards.nth(2).locator('figcaption')).toContainText('Ó');
    await expect(cards.nth(3).locator('figcaption')).toContainText('P');
    await expect(cards.first().getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
    await expect(page.locator('#opiniones').getByText('10 de 12 opiniones')).toBeVisible();

    await list(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(cards).toHaveCount(12);
    expect(requested).toContain('?page=2&pageSize=10');
    await expect(page.locator('#opiniones').getByText('12 opiniones')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opiniones anteriores' })).toBeEnabled();
  });
});
