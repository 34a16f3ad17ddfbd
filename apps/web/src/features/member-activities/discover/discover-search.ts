import type { ActivitySort, Daypart } from '@app/contract/activities';

/**
 * What a member looks for in Descubrir, kept in the address (`?disciplina=padel&cerca=…`) so a
 * search can be shared and survives a reload and the back button. The words in the address are
 * Spanish and readable; option lists are named by their tag (`padel`), which, unlike an id, is
 * the same on every install.
 */

/**
 * Where: the member's own city (the default; with `km`, everything within that distance of its
 * centre, what "Ahora" reads), another city, around a point, or anywhere.
 */
export type Place =
  | { kind: 'home'; km?: number }
  | { kind: 'everywhere' }
  | { kind: 'city'; id: number }
  | { kind: 'near'; lat: number; lon: number; km: number };

/** When, besides the weekdays and parts of the day: any time, "ahora", "esta noche" or dates. */
export type When = 'any' | 'now' | 'tonight' | 'dates';

export type DiscoverSearch = {
  text: string;
  type: 'social' | 'sport' | undefined;
  /** A discipline's tag without its list's prefix (`padel` for `disciplines-padel`). */
  discipline: string | undefined;
  level: string | undefined;
  /** "Para mi nivel": plans whose level fits the member's own in their discipline. */
  forMyLevel: boolean;
  place: Place;
  when: When;
  /** `YYYY-MM-DD`, with `when: 'dates'`. */
  from: string | undefined;
  to: string | undefined;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday), in order. */
  weekdays: number[];
  dayparts: Daypart[];
  /** Move's filters (decision 0029): a level range by tags, an hour window, reliable hosts. */
  levels: { min: string; max: string } | undefined;
  hours: { from: string; to: string } | undefined;
  reliable: boolean;
  sort: ActivitySort;
};

export const RADIUS_CHOICES = [2, 5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_KM = 10;
/** "Ahora": plans starting in the next three hours (member-features.md, section 2). */
export const NOW_WINDOW_MS = 3 * 60 * 60 * 1000;
/** The largest radius the address may carry (a typed-in address, not a choice on screen). */
const MAX_RADIUS_KM = 500;

export const DAYPART_ORDER: readonly Daypart[] = ['morning', 'afternoon', 'night'];

export const EMPTY_SEARCH: DiscoverSearch = {
  text: '',
  type: undefined,
  discipline: undefined,
  level: undefined,
  forMyLevel: false,
  place: { kind: 'home' },
  when: 'any',
  from: undefined,
  to: undefined,
  weekdays: [],
  dayparts: [],
  levels: undefined,
  hours: undefined,
  reliable: false,
  sort: 'start',
};

const TYPE_WORDS = { social: 'social', sport: 'deporte' } as const;
const DAYPART_WORDS: Record<Daypart, string> = {
  morning: 'manana',
  afternoon: 'tarde',
  night: 'noche',
};
const WHEN_WORDS = { now: 'ahora', tonight: 'esta-noche' } as const;
const SLUG = /^[a-z0-9-]{1,60}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written `YYYY-MM-DD` (not 2026-02-31, which a date parser would roll over). */
const isDate = (text: string | null): text is string => {
  if (text === null || !DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const keyOf = <T extends string>(words: Record<T, string>, word: string | null): T | undefined =>
  (Object.keys(words) as T[]).find((key) => words[key] === word);

function parsePlace(params: URLSearchParams): Place {
  const near = params.get('cerca')?.split(',').map(Number);
  if (near?.length === 2) {
    const [lat, lon] = near as [number, number];
    const km = Number(params.get('km') ?? DEFAULT_RADIUS_KM);
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && km > 0 && km <= MAX_RADIUS_KM) {
      return { kind: 'near', lat, lon, km };
    }
  }
  const city = params.get('ciudad');
  if (city === 'todas') return { kind: 'everywhere' };
  if (city && /^\d{1,10}$/.test(city)) return { kind: 'city', id: Number(city) };
  // A distance without a point: around the member's own city.
  const km = Number(params.get('km'));
  if (params.has('km') && km > 0 && km <= MAX_RADIUS_KM) return { kind: 'home', km };
  return { kind: 'home' };
}

/** The search an address holds; whatever it holds that makes no sense is left out. */
export function parseSearch(params: URLSearchParams): DiscoverSearch {
  const slug = (key: string) => {
    const value = params.get(key);
    return value && SLUG.test(value) ? value : undefined;
  };
  const from = params.get('desde');
  const to = params.get('hasta');
  const hasDates = isDate(from) || isDate(to);
  const when = keyOf(WHEN_WORDS, params.get('cuando')) ?? (hasDates ? 'dates' : 'any');
  const weekdays = [
    ...new Set(
      (params.get('dias') ?? '')
        .split(',')
        .map(Number)
        .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7),
    ),
  ].sort((a, b) => a - b);
  const dayparts = (params.get('franjas') ?? '').split(',').flatMap((word) => {
    const part = keyOf(DAYPART_WORDS, word);
    return part ? [part] : [];
  });
  const type = keyOf(TYPE_WORDS, params.get('tipo'));
  const [minLevel, maxLevel] = (params.get('niveles') ?? '').split('..');
  const [fromHour, toHour] = (params.get('horas') ?? '').split('-');
  return {
    text: (params.get('q') ?? '').trim().slice(0, 100),
    type,
    // A social plan has no discipline or level.
    discipline: type === 'social' ? undefined : slug('disciplina'),
    level: type === 'social' ? undefined : slug('nivel'),
    forMyLevel: type !== 'social' && params.get('mi-nivel') === 'si',
    place: parsePlace(params),
    when,
    from: when === 'dates' && isDate(from) ? from : undefined,
    to: when === 'dates' && isDate(to) ? to : undefined,
    weekdays,
    dayparts: DAYPART_ORDER.filter((part) => dayparts.includes(part)),
    levels:
      type !== 'social' && minLevel && maxLevel && SLUG.test(minLevel) && SLUG.test(maxLevel)
        ? { min: minLevel, max: maxLevel }
        : undefined,
    hours:
      fromHour && toHour && CLOCK.test(fromHour) && CLOCK.test(toHour) && fromHour !== toHour
        ? { from: fromHour, to: toHour }
        : undefined,
    reliable: params.get('fiables') === 'si',
    sort: params.get('orden') === 'cerca' ? 'distance' : 'start',
  };
}

/** Degrees kept in the address: about 100 m, enough to find plans and no more. */
const coarse = (degrees: number) => String(Math.round(degrees * 1000) / 1000);

/** The address of a search: only what differs from the default, always in the same order. */
export function toSearchParams(search: DiscoverSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.text.trim()) params.set('q', search.text.trim());
  if (search.type) params.set('tipo', TYPE_WORDS[search.type]);
  if (search.discipline && search.type !== 'social') params.set('disciplina', search.discipline);
  if (search.level && search.type !== 'social') params.set('nivel', search.level);
  if (search.forMyLevel && search.type !== 'social') params.set('mi-nivel', 'si');
  const { place } = search;
  if (place.kind === 'home' && place.km !== undefined) params.set('km', String(place.km));
  if (place.kind === 'everywhere') params.set('ciudad', 'todas');
  if (place.kind === 'city') params.set('ciudad', String(place.id));
  if (place.kind === 'near') {
    params.set('cerca', `${coarse(place.lat)},${coarse(place.lon)}`);
    params.set('km', String(place.km));
  }
  if (search.when === 'now' || search.when === 'tonight') {
    params.set('cuando', WHEN_WORDS[search.when]);
  }
  if (search.when === 'dates') {
    if (search.from) params.set('desde', search.from);
    if (search.to) params.set('hasta', search.to);
  }
  if (search.weekdays.length) params.set('dias', search.weekdays.join(','));
  if (search.dayparts.length) {
    params.set('franjas', search.dayparts.map((part) => DAYPART_WORDS[part]).join(','));
  }
  if (search.levels && search.type !== 'social') {
    params.set('niveles', `${search.levels.min}..${search.levels.max}`);
  }
  if (search.hours) params.set('horas', `${search.hours.from}-${search.hours.to}`);
  if (search.reliable) params.set('fiables', 'si');
  if (search.sort === 'distance') params.set('orden', 'cerca');
  return params;
}

/** How many filters differ from the default (the sort is not a filter). */
export function filterCount(search: DiscoverSearch): number {
  return [
    search.text.trim() !== '',
    search.type !== undefined,
    search.discipline !== undefined,
    search.level !== undefined,
    search.forMyLevel,
    search.place.kind !== 'home' || search.place.km !== undefined,
    search.when !== 'any',
    search.weekdays.length > 0,
    search.dayparts.length > 0,
    search.levels !== undefined,
    search.hours !== undefined,
    search.reliable,
  ].filter(Boolean).length;
}

/** The same search with the filters cleared and the order kept. */
export const clearedSearch = (search: DiscoverSearch): DiscoverSearch => ({
  ...EMPTY_SEARCH,
  sort: search.sort,
});

/**
 * "Ahora" as a search: plans starting in the next three hours within `km` of where the member
 * looks from (their position when they chose "cerca de mí", else their city), the nearest
 * first, nothing else filtered. The feed and the list its button opens read this one search,
 * so they are one query with one count.
 */
export function nowSearch(place: Place, km: number): DiscoverSearch {
  const around: Place = place.kind === 'near' ? { ...place, km } : { kind: 'home', km };
  return { ...EMPTY_SEARCH, place: around, when: 'now', sort: 'distance' };
}
