import { createSponsorRequest } from '@app/contract/sponsors';
import { createStoreItemRequest } from '@app/contract/store';
import type { Actor } from '../modules/auth/actor.js';
import { canManageSponsors } from '../modules/sponsors/sponsor.policy.js';
import { canManageStore } from '../modules/store/store.policy.js';
import type { Services } from '../services.js';
import { BRANDS, STORE_ITEMS } from './brands.data.js';
import { drawLogo } from './pictures.js';

/**
 * What the demo made that no demo member owns, so that the next run finds it: the brands and
 * store items (kept and brought up to date), the challenges and events (replaced). A setting,
 * as the staff account's is (users/staff.service.ts): no table for the demo's sake.
 */
export const DEMO_MADE_SETTING = 'demo:made';

type Made = {
  sponsors: Record<string, number>;
  items: Record<string, number>;
  challenges: number[];
  events: number[];
};

/** The demo's brands and store items by their keys, and where its challenges and events go. */
export type DemoCatalogue = {
  sponsors: Map<string, number>;
  items: Map<string, number>;
  /** Notes a challenge or event the demo made, at once: a run stopped halfway leaves none behind. */
  remember(kind: 'challenges' | 'events', id: number): Promise<void>;
};

async function readMade(services: Pick<Services, 'settings'>): Promise<Made> {
  const text = await services.settings.get(DEMO_MADE_SETTING);
  const made = text ? (JSON.parse(text) as Partial<Made>) : {};
  return {
    sponsors: made.sponsors ?? {},
    items: made.items ?? {},
    challenges: made.challenges ?? [],
    events: made.events ?? [],
  };
}

const writeMade = (services: Pick<Services, 'settings'>, made: Made) =>
  services.settings.set(DEMO_MADE_SETTING, JSON.stringify(made));

/**
 * Removes the previous demo's events (as a plan is deleted; their requests go with them) and
 * challenges (with their members' progress; the rewards were demo members' and go with their
 * accounts). Answers how many of each it removed.
 */
export async function removeDemoMade(
  services: Pick<Services, 'settings' | 'activities' | 'challenges'>,
): Promise<{ events: number; challenges: number }> {
  const made = await readMade(services);
  let events = 0;
  for (const id of made.events) {
    const row = await services.activities.get(id).catch(() => undefined);
    if (!row) continue;
    await services.activities.remove(row);
    events++;
  }
  const challenges = await services.challenges.remove(made.challenges);
  await writeMade(services, { ...made, challenges: [], events: [] });
  return { events, challenges };
}

/**
 * The demo's brands, with their logos drawn and uploaded, and its store items, as staff make
 * them: the ones a previous run made are brought up to date, the others created.
 */
export async function ensureCatalogue(
  services: Pick<Services, 'settings' | 'sponsors' | 'store'>,
  staff: Actor,
): Promise<DemoCatalogue> {
  if (!canManageSponsors(staff) || !canManageStore(staff)) {
    throw new Error('The staff account may not keep brands and the store.');
  }
  const made = await readMade(services);
  for (const brand of BRANDS) {
    const body = createSponsorRequest.parse({ name: brand.name });
    const known = made.sponsors[brand.key];
    const existing =
      known === undefined ? undefined : await services.sponsors.get(known).catch(() => undefined);
    const sponsor = existing
      ? await services.sponsors.update(existing.id, { name: body.name, link: null })
      : await services.sponsors.create(body);
    await services.sponsors.setLogo(sponsor.id, await drawLogo(brand.symbol, brand.colours));
    made.sponsors[brand.key] = sponsor.id;
  }
  const current = new Set((await services.store.catalogue(true)).map((item) => item.id));
  for (const idea of STORE_ITEMS) {
    const body = createStoreItemRequest.parse({
      kind: idea.kind,
      name: idea.name,
      description: idea.description,
      price: String(idea.price),
      ...(idea.badge && { badge: idea.badge }),
    });
    const known = made.items[idea.key];
    const item =
      known !== undefined && current.has(known)
        ? await services.store.update(known, { ...body, active: true })
        : await services.store.create(body);
    made.items[idea.key] = item.id;
  }
  await writeMade(services, made);
  return {
    sponsors: new Map(Object.entries(made.sponsors)),
    items: new Map(Object.entries(made.items)),
    async remember(kind, id) {
      const now = await readMade(services);
      now[kind].push(id);
      await writeMade(services, now);
    },
  };
}
