import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { madridAt } from './clock.js';
import type { ApiSession } from './staff.js';

// The map's tests: plans placed at chosen points, a member moved to a city, and a page whose
// every request away from the test server is refused (and written down).

export type City = { id: number; name: string; lat: number; lon: number };

/** The reference data's cities by name (the first of a name). */
export async function citiesByName(request: APIRequestContext): Promise<Map<string, City>> {
  const countries = (await (await request.get('/api/country')).json()) as Array<{
    states: Array<{ cities: City[] }>;
  }>;
  const byName = new Map<string, City>();
  for (const city of countries.flatMap((country) => country.states.flatMap((s) => s.cities))) {
    if (!byName.has(city.name)) byName.set(city.name, city);
  }
  return byName;
}

const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

/** Moves the member to `city` (their profile's city, where the map opens). */
export async function moveTo(request: APIRequestContext, session: ApiSession, city: City) {
  const response = await request.post(`/api/user/${session.user.id}`, {
    headers: auth(session),
    multipart: { city: String(city.id) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A plan at an exact point of `city`, hosted by `session`'s member: social, tomorrow at 19:00
 * (Madrid) unless told otherwise; a sport by the indexes of its discipline and level.
 */
export async function hostAt(
  request: APIRequestContext,
  session: ApiSession,
  plan: {
    description: string;
    city: City;
    lat: number;
    lon: number;
    address?: string;
    days?: number;
    hour?: number;
    sport?: { discipline: number; level: number };
  },
): Promise<{ id: number }> {
  const concepts = (await (await request.get('/api/concept')).json()) as Array<{
    code: string;
    options: Array<{ id: number }>;
  }>;
  const option = (code: string, index: number) =>
    String(concepts.find((concept) => concept.code === code)!.options[index]!.id);
  const start = madridAt(plan.days ?? 1, plan.hour ?? 19);
  const response = await request.post('/api/activity', {
    headers: auth(session),
    multipart: {
      description: plan.description,
      type: option('activity_types', plan.sport ? 1 : 0),
      ...(plan.sport && {
        discipline: option('disciplines', plan.sport.discipline),
        level: option('levels', plan.sport.level),
      }),
      city: String(plan.city.id),
      location: JSON.stringify({
        lat: plan.lat,
        lon: plan.lon,
        ...(plan.address && { address: plan.address }),
      }),
      start_at: start.toISOString(),
      duration: '01:30',
      participants: '4',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number };
}

/**
 * Cuts the page off from everything but the test server: every other request is aborted and
 * its address kept in the list returned, which a test expects to stay empty.
 */
export async function cutNetwork(page: Page, baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const attempted: string[] = [];
  await page.context().route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) {
      await route.continue();
    } else {
      attempted.push(url);
      await route.abort('internetdisconnected');
    }
  });
  return attempted;
}

/**
 * A credit in the map's attribution, shown or not: a narrow map keeps its credits behind the
 * (i), where they are in the page but out of the accessibility tree until opened.
 */
export const credit = (page: Page, name: string) =>
  page.getByRole('link', { name, includeHidden: true });
