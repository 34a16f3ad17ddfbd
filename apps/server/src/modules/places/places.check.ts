import type { CountrySource } from './places.source.js';
import { ENGLISH_WORDS, sameName, spelledAs } from './place-names.js';
import {
  ERRATA,
  municipalityFinder,
  provincesOfStates,
  TOLERANCE_KM,
  zonesOfStates,
} from './places.mend.js';
import { distanceKm, type SpainAtlas } from './spain-atlas.js';

/** Something wrong with a state or city of the places data, in words. */
export type PlaceProblem = { id: number; name: string; problem: string };

/**
 * Every state and city of Spain's places checked against IGN's atlas: a state is spelled as
 * INE spells its province; a city lies in its province; a city named as a municipality of its
 * province lies in that municipality and is spelled as INE spells it; no name is English or
 * the name of a whole province or community; a city keeps its province's time zone.
 */
export function checkSpain(source: CountrySource, atlas: SpainAtlas): PlaceProblem[] {
  const problems: PlaceProblem[] = [];
  const provinceOf = provincesOfStates(source, atlas);
  const provinceArea = new Map(atlas.provinces.map((area) => [area.code, area]));
  const zoneOf = zonesOfStates(source);
  const findMunicipality = municipalityFinder(atlas);
  const wholes = [...atlas.provinces, ...atlas.regions];

  for (const state of source.states) {
    const official = provinceArea.get(provinceOf.get(state.id) ?? '');
    if (!official) {
      problems.push({ id: state.id, name: state.name, problem: 'no province holds its cities' });
    } else if (sameName(official.name, state.name)) {
      const spelled = spelledAs(state.name, official.name);
      if (spelled !== state.name)
        problems.push({ id: state.id, name: state.name, problem: `spelled "${spelled}" by INE` });
    }
  }

  for (const city of source.cities) {
    const report = (problem: string) => problems.push({ id: city.id, name: city.name, problem });
    const province = provinceOf.get(city.stateId) ?? '';
    const filed = provinceArea.get(province);
    const away = filed ? distanceKm(filed, city.lat, city.lon) : Infinity;
    if (away > TOLERANCE_KM) report(`${away.toFixed(1)} km outside its province`);
    const municipality = findMunicipality(province, city.name, city);
    if (municipality) {
      const off = distanceKm(municipality, city.lat, city.lon);
      if (off > TOLERANCE_KM) report(`${off.toFixed(1)} km outside ${municipality.name}`);
      const spelled = spelledAs(city.name, municipality.name);
      if (spelled !== city.name && !ERRATA[city.id]) report(`spelled "${spelled}" by INE`);
    } else if (wholes.some((whole) => sameName(whole.name, city.name))) {
      report('named as a whole province or community');
    }
    if (ENGLISH_WORDS.test(city.name)) report('named in English');
    if (city.timezone !== zoneOf.get(city.stateId))
      report(`time zone ${city.timezone}, its province's is ${zoneOf.get(city.stateId)}`);
  }
  return problems;
}
