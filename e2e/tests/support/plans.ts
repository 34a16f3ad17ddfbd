import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiSession } from './staff.js';

// Plans made through the API for the Descubrir tests: any time, any place, social or a sport.

type City = { id: number; name: string; lat: number; lon: number };
type Concept = { code: string; options: Array<{ id: number; tag: string; name: string }> };

export type PlanReference = {
  concepts: Concept[];
  city: (name: string) => City;
  option: (code: string, slug: string) => number;
};

/** The concept lists and the cities, as the apps load them. */
export async function planReference(request: APIRequestContext): Promise<PlanReference> {
  const concepts = (await (await request.get('/api/concept')).json()) as Concept[];
  const countries = (await (await request.get('/api/country')).json()) as Array<{
    states: Array<{ cities: City[] }>;
  }>;
  const cities = countries.flatMap((country) => country.states.flatMap((state) => state.cities));
  return {
    concepts,
    city: (name) => cities.find((city) => city.name === name)!,
    option: (code, slug) =>
      concepts
        .find((concept) => concept.code === code)!
        .options.find((option) => option.tag === `${code}-${slug}`)!.id,
  };
}

export type PlanFields = {
  description: string;
  /** Minutes from now. */
  startsIn: number;
  city: City;
  /** The meeting point; the city's centre when left out. */
  at?: { lat: number; lon: number };
  address?: string;
  /** A sport's discipline slug (`padel`); a social plan without it. */
  discipline?: string;
  /** A level slug (`intermedio`), for a sport. */
  level?: string;
  participants?: number;
};

/** Hosts a plan as `host` and returns it. */
export async function hostPlanAt(
  request: APIRequestContext,
  ref: PlanReference,
  host: ApiSession,
  plan: PlanFields,
): Promise<{ id: number; description: string }> {
  const at = plan.at ?? { lat: plan.city.lat, lon: plan.city.lon };
  const response = await request.post('/api/activity', {
    headers: { authorization: `Bearer ${host.token}` },
    multipart: {
      description: plan.description,
      type: String(ref.option('activity_types', plan.discipline ? 'sport' : 'social')),
      ...(plan.discipline && { discipline: String(ref.option('disciplines', plan.discipline)) }),
      ...(plan.level && { level: String(ref.option('levels', plan.level)) }),
      city: String(plan.city.id),
      location: JSON.stringify({ ...at, ...(plan.address && { address: plan.address }) }),
      start_at: new Date(Date.now() + plan.startsIn * 60_000).toISOString(),
      duration: '01:30',
      participants: String(plan.participants ?? 4),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; description: string };
}

/** Moves a member to a city (their Descubrir's default place). */
export async function moveTo(request: APIRequestContext, member: ApiSession, city: City) {
  const response = await request.post(`/api/user/${member.user.id}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { city: String(city.id) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `guest` takes a place in a plan `host` makes with `plan`: asked, and accepted. */
export async function planWithGuest(
  request: APIRequestContext,
  ref: PlanReference,
  host: ApiSession,
  guest: ApiSession,
  plan: PlanFields,
): Promise<{ id: number; description: string }> {
  const made = await hostPlanAt(request, ref, host, plan);
  const asked = await request.post('/api/petition', {
    headers: { authorization: `Bearer ${guest.token}` },
    multipart: {
      petition_type_option_id: String(ref.option('petitions_types', 'match')),
      to_user_id: String(host.user.id),
      activity: String(made.id),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const petition = (await asked.json()) as { id: number };
  const accepted = await request.post(`/api/petition/${petition.id}`, {
    headers: { authorization: `Bearer ${host.token}` },
    multipart: { acepted: '1' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return made;
}

/**
 * The host's plan ends now, as time passing would (the server's `_dev` route, outside
 * production only), and its verified attendances count: points, coins and challenges follow a
 * plan's end, not its verification (decision 0034).
 */
export async function endPlan(request: APIRequestContext, host: ApiSession, planId: number) {
  const ended = await request.post(`/api/_dev/activity/${planId}/end`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect(ended.status(), await ended.text()).toBe(200);
}

/**
 * `guest` in `host`'s plan starting in ten minutes, both confirming it (verified), and then
 * the plan ends: the attendance counts.
 */
export async function attend(
  request: APIRequestContext,
  ref: PlanReference,
  host: ApiSession,
  guest: ApiSession,
  description: string,
  cityName: string,
  discipline = 'padel',
) {
  const auth = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });
  const plan = await planWithGuest(request, ref, host, guest, {
    description,
    startsIn: 10,
    city: ref.city(cityName),
    discipline,
  });
  const marked = await request.post(`/api/activity/${plan.id}/attendance/${guest.user.id}`, {
    headers: auth(host),
    multipart: { mark: 'present' },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  const confirmed = await request.post(`/api/activity/${plan.id}/attendance`, {
    headers: auth(guest),
    multipart: { took_place: '1' },
  });
  expect(((await confirmed.json()) as { verified: boolean }).verified).toBe(true);
  await endPlan(request, host, plan.id);
}
