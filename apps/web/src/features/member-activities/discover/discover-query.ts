import type { ActivityFilter } from '@app/contract/activities';
import type { Concept, ConceptOption } from '@app/contract/reference';
import type { ActivityListQuery } from '@app/sdk/calls/activities';
import { NOW_WINDOW_MS, type DiscoverSearch } from './discover-search';

/** A point on the map. */
export type Point = { lat: number; lon: number };

/** A radius that reaches any place on Earth: "nearest first", with nobody left out. */
export const EVERYWHERE_KM = 20_000;

/** The option lists Descubrir filters by, keyed by their code in the reference data. */
export const OPTION_LISTS = {
  type: 'activity_types',
  discipline: 'disciplines',
  level: 'levels',
} as const;

/** The options of a list, each with its short tag (`padel` for `disciplines-padel`). */
export function optionsOf(
  concepts: readonly Concept[],
  code: string,
): Array<ConceptOption & { slug: string }> {
  const concept = concepts.find((entry) => entry.code === code);
  return (concept?.options ?? []).map((option) => ({
    ...option,
    slug: option.tag.startsWith(`${code}-`) ? option.tag.slice(code.length + 1) : option.tag,
  }));
}

const optionId = (concepts: readonly Concept[], code: string, slug: string | undefined) =>
  slug === undefined
    ? undefined
    : optionsOf(concepts, code).find((option) => option.slug === slug)?.id;

/** What the query needs besides the search: the lists, the member's city and the clock. */
export type QueryContext = {
  concepts: readonly Concept[];
  /** The member's own city, the default place. */
  home: (Point & { id: number }) | undefined;
  /** The centre of a city, by id. */
  cityPoint: (id: number) => Point | undefined;
};

/** Where "nearest first" measures from: the chosen point, else the chosen or own city. */
export function originOf(search: DiscoverSearch, context: QueryContext): Point | undefined {
  const { place } = search;
  if (place.kind === 'near') return { lat: place.lat, lon: place.lon };
  const city = (place.kind === 'city' && context.cityPoint(place.id)) || context.home;
  return city && { lat: city.lat, lon: city.lon };
}

/** A day (`YYYY-MM-DD`) from its first or to its last moment on this device's clock. */
const dayEdge = (day: string, end: boolean) =>
  new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();

/**
 * The `GET /activity` query of a search (without its page). `now` is when the first page was
 * asked for: the "ahora" window is fixed there, so later pages read the same list.
 */
export function listQuery(
  search: DiscoverSearch,
  context: QueryContext,
  now: number,
): Omit<ActivityListQuery, 'page'> {
  const filter: ActivityFilter = {};
  const type = optionId(context.concepts, OPTION_LISTS.type, search.type);
  const discipline = optionId(context.concepts, OPTION_LISTS.discipline, search.discipline);
  const level = optionId(context.concepts, OPTION_LISTS.level, search.level);
  if (type) filter.type = type;
  if (discipline) filter.discipline = discipline;
  if (level) filter.level = level;
  if (search.forMyLevel && search.type !== 'social') filter.for_my_level = true;
  const { place } = search;
  if (place.kind === 'home' && context.home) {
    const { id, lat, lon } = context.home;
    // Within a distance of the city's centre (its neighbours too), or the city's own plans.
    if (place.km !== undefined) filter.near = { lat, lon, km: place.km };
    else filter.city = id;
  }
  if (place.kind === 'city') filter.city = place.id;
  if (place.kind === 'near') filter.near = { lat: place.lat, lon: place.lon, km: place.km };
  if (search.when === 'now') filter.to = new Date(now + NOW_WINDOW_MS).toISOString();
  if (search.when === 'tonight') filter.tonight = true;
  if (search.when === 'dates') {
    if (search.from) filter.from = dayEdge(search.from, false);
    if (search.to) filter.to = dayEdge(search.to, true);
  }
  if (search.weekdays.length) filter.weekdays = search.weekdays;
  if (search.dayparts.length) filter.dayparts = search.dayparts;
  const minLevel = optionId(context.concepts, OPTION_LISTS.level, search.levels?.min);
  const maxLevel = optionId(context.concepts, OPTION_LISTS.level, search.levels?.max);
  if (minLevel && maxLevel && search.type !== 'social') {
    filter.level_range = { min: minLevel, max: maxLevel };
  }
  if (search.hours) filter.hours = [search.hours];
  if (search.reliable) filter.reliable_hosts = true;

  const origin = search.sort === 'distance' ? originOf(search, context) : undefined;
  // Nearest first needs a point: around a city, its centre, with a radius that leaves no one out.
  if (origin && !filter.near) filter.near = { ...origin, km: EVERYWHERE_KM };
  return {
    sort: origin ? 'distance' : 'start',
    ...(search.text.trim() && { search: search.text.trim() }),
    ...(Object.keys(filter).length > 0 && { filter }),
  };
}
