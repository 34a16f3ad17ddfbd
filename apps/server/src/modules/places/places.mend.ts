import type { CountrySource } from './places.source.js';
import { nameKey, nameParts, sameName, spelledAs } from './place-names.js';
import { distanceKm, innerPoint, type Area, type SpainAtlas } from './spain-atlas.js';

/**
 * The places dataset (@countrystatecity) mended against IGN's atlas of Spain. What it gets
 * wrong comes in three kinds, each fixed for every city by one rule, never by a list:
 *
 * - names written from the wrong form: accents dropped ("Caceres", "Cadiz"), INE's listing
 *   order with the article last ("Baña A", "Molinos Los"), apostrophes lost ("Castell de
 *   lAreny"). Where the name is a municipality's, it is spelled as INE spells it;
 * - points taken from the wrong place: a town put where its province's capital is (Madarcos,
 *   a village of the Sierra Norte, inside Madrid; Balenyà inside Barcelona), or at its
 *   province's centre (Almería, 30 km inland). A municipality's point outside its outline
 *   moves inside: to another point the dataset has for it there (the province's own point
 *   is often the capital's), else to the middle of its land;
 * - cities filed under the wrong province (Zaragoza's district of Delicias under Huesca, La
 *   Laguna under Las Palmas): where the name is a municipality of another province that holds
 *   the point, or the point lies well inside another province, the city moves there.
 *
 * And a province has one time zone: a city filed in the wrong one took that one's.
 *
 * Two entries no rule can mend, a district named in English ("City Center") and the Balearic
 * Islands as if they were a town, are named in ERRATA; the check (places.check.ts) finds any
 * other of their kind.
 */

/** How far outside its outline a point may lie: IGN's simplified coasts and borders. */
export const TOLERANCE_KM = 1.5;

/** Names no rule can mend, by city id, with the reason. */
export const ERRATA: Record<number, { name: string; why: string }> = {
  33695: { name: 'Centro', why: "Madrid's district of Centro, named in English (City Center)" },
  34747: {
    name: 'Mallorca',
    why: 'the whole archipelago (Illes Balears) on a point in the middle of Mallorca',
  },
};

type City = CountrySource['cities'][number];

/** What was changed, for the start's log and the tests. */
export type Mend = {
  id: number;
  field: 'name' | 'point' | 'state' | 'timezone';
  from: string;
  to: string;
};

const point = (city: { lat: number; lon: number }) => `${city.lat}, ${city.lon}`;

function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Finds municipalities by name: the same name, else the same without articles. */
export type MunicipalityFinder = (
  province: string,
  name: string,
  near: { lat: number; lon: number },
) => Area | undefined;

/**
 * The municipality of a province that a name names (the nearest, when two share it),
 * through an index of their names' keys.
 */
export function municipalityFinder(atlas: SpainAtlas): MunicipalityFinder {
  const index = new Map<string, Area[]>();
  const add = (key: string, area: Area) => index.set(key, [...(index.get(key) ?? []), area]);
  for (const area of atlas.municipalities) {
    const province = area.code.slice(0, 2);
    for (const part of nameParts(area.name)) {
      add(`${province}:${nameKey(part)}`, area);
      add(`${province}:bare:${nameKey(part, true)}`, area);
    }
  }
  const lookup = (keys: string[]) => [...new Set(keys.flatMap((key) => index.get(key) ?? []))];
  return (province, name, near) => {
    const parts = nameParts(name);
    let found = lookup(parts.map((part) => `${province}:${nameKey(part)}`));
    if (found.length === 0)
      found = lookup(parts.map((part) => `${province}:bare:${nameKey(part, true)}`));
    return found
      .map((area) => ({ area, distance: distanceKm(area, near.lat, near.lon) }))
      .sort((a, b) => a.distance - b.distance)[0]?.area;
  };
}

/** Each state's province (INE code): the one most of its cities lie in. */
export function provincesOfStates(source: CountrySource, atlas: SpainAtlas): Map<number, string> {
  const votes = new Map<number, string[]>();
  for (const city of source.cities) {
    const [province] = atlas.containing(atlas.provinces, city.lat, city.lon);
    if (province) votes.set(city.stateId, [...(votes.get(city.stateId) ?? []), province.code]);
  }
  return new Map([...votes].map(([state, codes]) => [state, mostCommon(codes)!]));
}

/** Each state's time zone: the one most of its cities have. */
export function zonesOfStates(source: CountrySource): Map<number, string> {
  const zones = new Map<number, string[]>();
  for (const city of source.cities) {
    zones.set(city.stateId, [...(zones.get(city.stateId) ?? []), city.timezone]);
  }
  return new Map([...zones].map(([state, list]) => [state, mostCommon(list)!]));
}

/**
 * The source with every city's name, point and province checked against the atlas and
 * mended where they disagree (see above), and the states' names spelled as INE does.
 */
export function mendSpain(
  source: CountrySource,
  atlas: SpainAtlas,
  /** The dataset's point of each state (its capital's, as a rule). */
  statePoints: ReadonlyMap<number, { lat: number; lon: number }> = new Map(),
): { source: CountrySource; mends: Mend[] } {
  const mends: Mend[] = [];
  const provinceOf = provincesOfStates(source, atlas);
  const stateOf = new Map([...provinceOf].map(([state, province]) => [province, state]));
  const provinceArea = new Map(atlas.provinces.map((area) => [area.code, area]));
  const zoneOf = zonesOfStates(source);
  const municipalityNamed = municipalityFinder(atlas);

  const states = source.states.map((state) => {
    const official = provinceArea.get(provinceOf.get(state.id) ?? '');
    if (!official || !sameName(official.name, state.name)) return state;
    const name = spelledAs(state.name, official.name);
    if (name !== state.name)
      mends.push({ id: state.id, field: 'name', from: state.name, to: name });
    return { ...state, name };
  });

  // Points the dataset gives inside each municipality under its name (its cities', and a
  // state's, which is its capital's): where a misplaced entry of the same place moves.
  const seen = new Map<string, Array<{ id: number; lat: number; lon: number }>>();
  const sighted = (area: Area, entry: { id: number; name: string; lat: number; lon: number }) => {
    if (!sameName(area.name, entry.name, true) || distanceKm(area, entry.lat, entry.lon) > 0)
      return;
    seen.set(area.code, [...(seen.get(area.code) ?? []), entry]);
  };
  for (const state of source.states) {
    const province = provinceOf.get(state.id);
    const at = statePoints.get(state.id);
    if (province === undefined || !at) continue;
    const area = municipalityNamed(province, state.name, at);
    if (area) sighted(area, { id: state.id, name: state.name, ...at });
  }

  type Plan = { city: City; area?: Area };
  const plans: Plan[] = source.cities.map((city) => {
    const province = provinceOf.get(city.stateId);
    const area = province && municipalityNamed(province, city.name, city);
    if (area) sighted(area, city);
    return area ? { city, area } : { city };
  });

  const cities = plans.map(({ city, area }): City => {
    const mended = { ...city };
    const errata = ERRATA[city.id];
    let home = area;
    if (!home) {
      // Not a municipality of its province. Filed under the wrong one when a municipality of
      // its name lies at its point, or when the point lies well inside another province (and
      // then, maybe, it is a municipality of that one).
      const filed = provinceOf.get(city.stateId);
      let province = filed;
      home = atlas
        .near(atlas.municipalities, city.lat, city.lon, TOLERANCE_KM)
        .find((candidate) => sameName(candidate.name, city.name, true));
      if (home) {
        province = home.code.slice(0, 2);
      } else {
        const filedArea = provinceArea.get(filed ?? '');
        const [at] = atlas.near(atlas.provinces, city.lat, city.lon, TOLERANCE_KM);
        if (at && filedArea && distanceKm(filedArea, city.lat, city.lon) > TOLERANCE_KM) {
          province = at.code;
          home = municipalityNamed(province, city.name, city);
        }
      }
      const state = province === undefined ? undefined : stateOf.get(province);
      if (state !== undefined) mended.stateId = state;
    }
    // A province has one time zone: the one most of its cities have.
    mended.timezone = zoneOf.get(mended.stateId) ?? city.timezone;
    mended.name = errata?.name ?? (home ? spelledAs(city.name, home.name) : city.name);
    if (home && distanceKm(home, city.lat, city.lon) > TOLERANCE_KM) {
      const [other] = (seen.get(home.code) ?? []).sort((a, b) => a.id - b.id);
      const inside = other ? { lat: other.lat, lon: other.lon } : innerPoint(home);
      mended.lat = inside.lat;
      mended.lon = inside.lon;
    }
    if (mended.name !== city.name)
      mends.push({ id: city.id, field: 'name', from: city.name, to: mended.name });
    if (mended.lat !== city.lat || mended.lon !== city.lon)
      mends.push({ id: city.id, field: 'point', from: point(city), to: point(mended) });
    if (mended.timezone !== city.timezone)
      mends.push({ id: city.id, field: 'timezone', from: city.timezone, to: mended.timezone });
    if (mended.stateId !== city.stateId)
      mends.push({
        id: city.id,
        field: 'state',
        from: String(city.stateId),
        to: String(mended.stateId),
      });
    return mended;
  });
  return { source: { ...source, states, cities }, mends };
}
