import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { citiesByName, hostAt, moveTo, type City } from './support/map.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Deslizar fits the screen (issue 35): at 360×640 and up the like and pass buttons sit above
// the tab bar; a long title ends in an ellipsis on a whole line, never sliced through its
// letters; the place is said whole ("Cerca de M…" was what a phone showed of Madrid).

const LONG =
  'Ruta larga en bici de montaña por los caminos del interior de la isla, con parada para comer en un merendero, vuelta por la costa al atardecer y unas cañas al final para quien quiera quedarse un rato más charlando';

/** Where the buttons and the title are, and how the title and the place are drawn. */
async function measure(page: Page) {
  const top = page.getByTestId('deck-top-card');
  const title = top.getByRole('heading', { level: 2 });
  const tabBar = page.getByRole('navigation', { name: 'Secciones' });
  const viewport = page.viewportSize()!;
  const tabBox = (await tabBar.boundingBox())!;
  // Phones: the tab bar lies along the bottom; from 1024 px it is a rail at the side.
  const floor = tabBox.y > viewport.height / 2 ? tabBox.y : viewport.height;
  const like = (await page.getByRole('button', { name: /^Me apunto/ }).boundingBox())!;
  const pass = (await page.getByRole('button', { name: 'Paso de este plan' }).boundingBox())!;
  const drawn = await title.evaluate((node) => {
    const element = node as unknown as {
      clientHeight: number;
      scrollHeight: number;
      getBoundingClientRect(): { bottom: number };
    };
    const style = (
      globalThis as unknown as {
        getComputedStyle(n: unknown): { lineHeight: string; webkitLineClamp: string };
      }
    ).getComputedStyle(node);
    return {
      height: element.clientHeight,
      scrollHeight: element.scrollHeight,
      lineHeight: parseFloat(style.lineHeight),
      clamp: style.webkitLineClamp,
      bottom: element.getBoundingClientRect().bottom,
    };
  });
  const factsTop = (await top.getByRole('list').boundingBox())!.y;
  const place = await page.getByText(/^Cerca de /).evaluate((node) => {
    const element = node as unknown as { clientHeight: number; scrollHeight: number };
    const style = (
      globalThis as unknown as { getComputedStyle(n: unknown): { lineHeight: string } }
    ).getComputedStyle(node);
    return {
      shownWhole: element.scrollHeight <= element.clientHeight + 1,
      lines: Math.round(element.clientHeight / parseFloat(style.lineHeight)),
    };
  });
  return { floor, like, pass, drawn, factsTop, place };
}

async function expectFits(page: Page, where: string) {
  const { floor, like, pass, drawn, factsTop, place } = await measure(page);
  for (const [name, box] of [
    ['like', like],
    ['pass', pass],
  ] as const) {
    expect(
      box.y + box.height,
      `${where}: the ${name} button above the tab bar`,
    ).toBeLessThanOrEqual(floor);
    expect(box.y, `${where}: the ${name} button on the screen`).toBeGreaterThan(0);
  }
  // Whole lines: the title's box is a whole number of its lines, and that number is its clamp.
  const lines = Math.round(drawn.height / drawn.lineHeight);
  expect(lines, `${where}: at least one line of the title`).toBeGreaterThanOrEqual(1);
  expect(
    Math.abs(drawn.height - lines * drawn.lineHeight),
    `${where}: no sliced line`,
  ).toBeLessThan(1);
  expect(drawn.clamp, `${where}: clamped (with its ellipsis) to the lines shown`).toBe(
    String(lines),
  );
  expect(drawn.scrollHeight, `${where}: the long title is cut short`).toBeGreaterThan(drawn.height);
  expect(drawn.bottom, `${where}: the title stays above the facts`).toBeLessThanOrEqual(
    factsTop + 0.5,
  );
  return place;
}

test('at 360×640 and at this screen, the buttons clear the tab bar, the title clamps, the place is said', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const cities = await citiesByName(request);
  const home = cities.get(testInfo.project.name === 'phone' ? 'Eivissa' : 'Puerto del Rosario')!;
  const host = await signUpMember(request, { email: `ajuste-host-${stamp}@antojo.test` });
  const member = await signUpMember(request, { email: `ajuste-${stamp}@antojo.test` });
  await moveTo(request, member, home);
  await hostAt(request, host, {
    description: `${LONG} ${stamp}`,
    city: home,
    lat: home.lat,
    lon: home.lon,
    days: 1,
  });

  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 640 });
  await openSignedIn(page, member.token, '/web/app/deck');
  await expect(page.getByTestId('deck-top-card')).toContainText('Ruta larga en bici');
  const small = await expectFits(page, '360×640');
  await expect(page.getByText(`Cerca de ${home.name}`, { exact: true })).toBeVisible();
  expect(small.shownWhole, 'the place said whole at 360 px').toBe(true);

  await page.setViewportSize(size);
  await expect(page.getByTestId('deck-top-card')).toBeVisible();
  const own = await expectFits(page, `${size.width}×${size.height}`);
  expect(own.shownWhole).toBe(true);

  // The longest name of any city: on two lines at most, ending on a whole line.
  const longest = [...cities.values()].reduce<City>(
    (found, city) => (city.name.length > found.name.length ? city : found),
    home,
  );
  await moveTo(request, member, longest);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.reload();
  const place = page.getByText(`Cerca de ${longest.name}`, { exact: true });
  await expect(place).toBeVisible();
  const drawn = await place.evaluate((node) => {
    const element = node as unknown as { clientHeight: number; scrollHeight: number };
    const style = (
      globalThis as unknown as { getComputedStyle(n: unknown): { lineHeight: string } }
    ).getComputedStyle(node);
    return { height: element.clientHeight, lineHeight: parseFloat(style.lineHeight) };
  });
  const lines = Math.round(drawn.height / drawn.lineHeight);
  expect(lines, 'a long place name takes two lines at most').toBeLessThanOrEqual(2);
  expect(Math.abs(drawn.height - lines * drawn.lineHeight), 'on whole lines').toBeLessThan(1);
  // Nothing near that town: the deck says so, and its buttons still clear the tab bar.
  const like = (await page.getByRole('button', { name: /^Me apunto/ }).boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: 'Secciones' }).boundingBox())!;
  expect(like.y + like.height).toBeLessThanOrEqual(tabBar.y);
});
