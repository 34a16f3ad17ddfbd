import type { Country } from '@app/contract/reference';
import { asc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { validationError } from '../../lib/http-errors.js';
import { VERSION_KEYS, versionOf, type SettingsService } from '../info/settings.service.js';
import { versionedCache } from '../info/versioned-cache.js';
import { readCountry, type CountrySource } from './places.source.js';
import { cities, countries, states } from './places.schema.js';
import { countryViews } from './places.view.js';

const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    result.push(rows.slice(start, start + CHUNK));
  }
  return result;
}

/** A city as views show it. */
export type CityView = { id: number; name: string; lat: number; lon: number; timezone: string };

export function createPlacesService(db: Db, settings: SettingsService, iso2List: string[]) {
  const citiesWhere = (where?: SQL) =>
    db
      .select({
        id: cities.id,
        name: cities.name,
        lat: cities.lat,
        lon: cities.lon,
        timezone: cities.timezone,
      })
      .from(cities)
      .where(where)
      .then((rows) => new Map<number, CityView>(rows.map((row) => [row.id, row])));
  // Every city (some 8,400 for Spain, about a megabyte): the views of every list and the
  // checks of every write name their cities from memory while the country data is unchanged.
  const cityCache = versionedCache(settings, VERSION_KEYS.country, citiesWhere, (ids) =>
    citiesWhere(inArray(cities.id, ids)),
  );

  /** The configured countries with their states and cities, as `GET /country` answers. */
  async function list(): Promise<Country[]> {
    const countryRows = await db
      .select()
      .from(countries)
      .where(inArray(countries.iso2, iso2List))
      .orderBy(asc(countries.name));
    if (countryRows.length === 0) return [];
    const stateRows = await db
      .select()
      .from(states)
      .where(
        inArray(
          states.countryId,
          countryRows.map((row) => row.id),
        ),
      )
      .orderBy(asc(states.name), asc(states.id));
    const cityRows = stateRows.length
      ? await db
          .select()
          .from(cities)
          .where(
            inArray(
              cities.stateId,
              stateRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(cities.name), asc(cities.id))
      : [];
    return countryViews(countryRows, stateRows, cityRows);
  }

  async function store(source: CountrySource): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .insert(countries)
        .values(source.country)
        .onConflictDoUpdate({
          target: countries.id,
          set: {
            name: source.country.name,
            iso2: source.country.iso2,
            timezone: source.country.timezone,
          },
          setWhere: sql`(${countries.name}, ${countries.iso2}, ${countries.timezone}) is distinct from (excluded.name, excluded.iso2, excluded.timezone)`,
        });
      for (const rows of chunks(source.states)) {
        await tx
          .insert(states)
          .values(rows)
          .onConflictDoUpdate({
            target: states.id,
            set: { name: sql`excluded.name`, countryId: sql`excluded.country_id` },
            setWhere: sql`(${states.name}, ${states.countryId}) is distinct from (excluded.name, excluded.country_id)`,
          });
      }
      for (const rows of chunks(source.cities)) {
        await tx
          .insert(cities)
          .values(rows)
          .onConflictDoUpdate({
            target: cities.id,
            set: {
              stateId: sql`excluded.state_id`,
              name: sql`excluded.name`,
              lat: sql`excluded.lat`,
              lon: sql`excluded.lon`,
              timezone: sql`excluded.timezone`,
            },
            setWhere: sql`(${cities.stateId}, ${cities.name}, ${cities.lat}, ${cities.lon}, ${cities.timezone}) is distinct from (excluded.state_id, excluded.name, excluded.lat, excluded.lon, excluded.timezone)`,
          });
      }
    });
  }

  return {
    list,

    /** These cities, by id (from memory, see cityCache). */
    async cities(ids: number[]): Promise<Map<number, CityView>> {
      if (ids.length === 0) return new Map();
      return cityCache.byIds(ids);
    },

    /** 422 on `field` unless the city exists. */
    async checkCity(id: number, field = 'city'): Promise<void> {
      const city = (await cityCache.byIds([id])).get(id);
      if (!city) throw validationError({ [field]: ['La ciudad elegida no es válida.'] });
    },

    /**
     * A subquery of the ids of cities within `km` of a point (great-circle distance), for
     * other modules' filters: `inArray(users.cityId, places.cityIdsWithin(lat, lon, km))`.
     */
    cityIdsWithin(lat: number, lon: number, km: number) {
      return db
        .select({ id: cities.id })
        .from(cities)
        .where(
          sql`6371 * 2 * asin(sqrt(power(sin(radians(${cities.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${cities.lat})) * power(sin(radians(${cities.lon} - ${lon}) / 2), 2))) <= ${km}`,
        );
    },

    /**
     * The wall-clock time of `instant` in the time zone of the city `cityId` names, as SQL
     * (a timestamp without zone), for other modules' filters by local hour or weekday:
     * `sql\`extract(isodow from ${places.localTimeSql(activities.cityId, activities.startAt)})\``.
     */
    localTimeSql(cityId: AnyColumn, instant: AnyColumn | SQL): SQL {
      return sql`(${instant} at time zone (select ${cities.timezone} from ${cities} where ${cities.id} = ${cityId}))`;
    },

    /**
     * Loads the configured countries from the dataset. Rows are updated in place and never
     * deleted (profiles and activities point at cities). Skipped when the source is unchanged.
     */
    async seed(read: (iso2: string) => Promise<CountrySource | undefined> = readCountry) {
      const sources: CountrySource[] = [];
      for (const iso2 of iso2List) {
        const source = await read(iso2);
        if (!source) throw new Error(`COUNTRIES: unknown country code ${iso2}`);
        sources.push(source);
      }
      const sourceVersion = versionOf(sources);
      if ((await settings.get('seed:places')) !== sourceVersion) {
        for (const source of sources) await store(source);
        await settings.set('seed:places', sourceVersion);
      }
      await settings.set(VERSION_KEYS.country, versionOf(await list()));
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
