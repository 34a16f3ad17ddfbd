import { SDK_ERRORS } from '@app/contract/messages';
import type { City, Country } from '@app/contract/reference';
import { distanceKm, type Coordinate } from './geo.js';

/** Anything holding the places, loaded or not (a ReferenceData, or a plain object). */
export type PlacesSource = { readonly countries?: Country[] | undefined };

/**
 * The places, or 'locations not allready loaded' before they are.
 * @example const countries = loadedCountries(reference);
 */
export function loadedCountries(source: PlacesSource): Country[] {
  if (!source.countries) throw new Error(SDK_ERRORS.locationsNotLoaded);
  return source.countries;
}

/**
 * Every city of every country, each with its country's timezone when it has none of its own.
 * @example allCities(reference).length
 */
export function allCities(source: PlacesSource): City[] {
  return loadedCountries(source).flatMap((country) =>
    country.states.flatMap((state) =>
      state.cities.map((city) => ({ ...city, timezone: city.timezone || country.timezone })),
    ),
  );
}

/**
 * The city nearest to a point within `radiusKm` kilometres (spec, section 4); 'city out of
 * range' when none is that close, 'locations not allready loaded' before the places are.
 * @example const city = nearestCity(reference, { lat: 40.42, lon: -3.7 }, 30); // Madrid
 */
export function nearestCity(source: PlacesSource, point: Coordinate, radiusKm: number): City {
  let best: { city: City; km: number } | undefined;
  for (const city of allCities(source)) {
    const km = distanceKm(point, city);
    if (km <= radiusKm && (!best || km < best.km)) best = { city, km };
  }
  if (!best) throw new Error(SDK_ERRORS.cityOutOfRange);
  return best.city;
}

/**
 * A city by id; 'not found' when there is none, 'locations not allready loaded' before the
 * places are.
 * @example findCity(reference, user.city.id).timezone
 */
export function findCity(source: PlacesSource, id: number): City {
  const city = allCities(source).find((candidate) => candidate.id === id);
  if (!city) throw new Error(SDK_ERRORS.notFound);
  return city;
}
