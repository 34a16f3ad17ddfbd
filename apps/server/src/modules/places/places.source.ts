import {
  getAllCitiesOfCountry,
  getCountryByCode,
  getStatesOfCountry,
} from '@countrystatecity/countries';
import { mendSpain } from './places.mend.js';
import { readSpainAtlas } from './spain-atlas.js';

/** One country's places as we store them, read from `@countrystatecity/countries` (ODbL). */
export type CountrySource = {
  country: { id: number; name: string; iso2: string; timezone: string };
  states: Array<{ id: number; countryId: number; name: string }>;
  cities: Array<{
    id: number;
    stateId: number;
    name: string;
    lat: number;
    lon: number;
    timezone: string;
  }>;
};

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A country as the dataset has it, with each state's own point (its capital's, as a rule). */
export type RawCountry = {
  source: CountrySource;
  statePoints: Map<number, { lat: number; lon: number }>;
};

/**
 * Reads a country by ISO code, mended where an atlas can check it (Spain: places.mend.ts);
 * undefined when the dataset does not know it.
 */
export function readCountry(iso2: string): Promise<CountrySource | undefined> {
  // Read and mended once per process (about a second for Spain): every start and every test
  // app of a process reads the same package.
  let country = countries.get(iso2);
  if (!country) {
    country = (async () => {
      const raw = await readRawCountry(iso2);
      if (!raw || iso2 !== 'ES') return raw?.source;
      return mendSpain(raw.source, await readSpainAtlas(), raw.statePoints).source;
    })();
    countries.set(iso2, country);
  }
  return country;
}

const countries = new Map<string, Promise<CountrySource | undefined>>();

/** Reads a country by ISO code as the dataset has it; undefined when it does not know it. */
export async function readRawCountry(iso2: string): Promise<RawCountry | undefined> {
  const meta = await getCountryByCode(iso2);
  if (!meta) return undefined;
  const [rawStates, rawCities] = await Promise.all([
    getStatesOfCountry(iso2),
    getAllCitiesOfCountry(iso2),
  ]);
  const stateTimezone = new Map(rawStates.map((state) => [state.id, state.timezone]));
  // The country's own zone is the one most of its cities use (Spain: Europe/Madrid, not the
  // alphabetically first Africa/Ceuta).
  const countryTimezone =
    mostCommon(rawCities.flatMap((city) => (city.timezone ? [city.timezone] : []))) ??
    meta.timezones[0]?.zoneName ??
    'UTC';
  const cities = rawCities.map((city) => ({
    id: city.id,
    stateId: city.state_id,
    name: city.name,
    lat: Number(city.latitude),
    lon: Number(city.longitude),
    timezone: city.timezone ?? stateTimezone.get(city.state_id) ?? countryTimezone,
  }));
  // States without cities (Spain's autonomous communities group provinces) offer nothing to
  // pick, so they are left out.
  const withCities = new Set(cities.map((city) => city.stateId));
  const states = rawStates
    .filter((state) => withCities.has(state.id))
    .map((state) => ({ id: state.id, countryId: meta.id, name: state.name }));
  const statePoints = new Map(
    rawStates.flatMap((state) => {
      const lat = Number(state.latitude);
      const lon = Number(state.longitude);
      return state.latitude && Number.isFinite(lat) && Number.isFinite(lon)
        ? [[state.id, { lat, lon }] as const]
        : [];
    }),
  );
  const source = {
    country: {
      id: meta.id,
      name: meta.translations.es ?? meta.name,
      iso2: meta.iso2,
      timezone: countryTimezone,
    },
    states,
    cities: cities.filter((city) => Number.isFinite(city.lat) && Number.isFinite(city.lon)),
  };
  return { source, statePoints };
}
