import type { Country } from '@app/contract/reference';
import type { cities, countries, states } from './places.schema.js';

/** The countries with their states and cities, as `GET /country` answers, in the rows' order. */
export function countryViews(
  countryRows: Array<typeof countries.$inferSelect>,
  stateRows: Array<typeof states.$inferSelect>,
  cityRows: Array<typeof cities.$inferSelect>,
): Country[] {
  const stateById = new Map(
    stateRows.map((row) => [
      row.id,
      { id: row.id, name: row.name, cities: [] as Country['states'][number]['cities'] },
    ]),
  );
  for (const city of cityRows) {
    stateById.get(city.stateId)?.cities.push({
      id: city.id,
      name: city.name,
      lat: city.lat,
      lon: city.lon,
      timezone: city.timezone,
    });
  }
  return countryRows.map((row) => ({
    id: row.id,
    name: row.name,
    iso2: row.iso2,
    timezone: row.timezone,
    states: stateRows
      .filter((state) => state.countryId === row.id)
      .map((state) => stateById.get(state.id)!),
  }));
}
