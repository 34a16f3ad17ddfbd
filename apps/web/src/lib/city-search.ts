import type { Country } from '@app/contract/reference';

/** A city as the pickers list it: with its province, since many towns share a name. */
export type CityChoice = { id: number; name: string; province: string; lat: number; lon: number };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Every city of the loaded countries, with its province. */
export function cityChoices(countries: readonly Country[]): CityChoice[] {
  return countries.flatMap((country) =>
    country.states.flatMap((state) =>
      state.cities.map((city) => ({
        id: city.id,
        name: city.name,
        province: state.name,
        lat: city.lat,
        lon: city.lon,
      })),
    ),
  );
}

/**
 * The cities whose name matches what was typed (case and accents ignored): names that start
 * with it first, then names with a word that does, then the rest, each group by name.
 * @example searchCities(choices, 'alcala', 8)[0].name // 'Alcalá de Henares'
 */
export function searchCities(
  choices: readonly CityChoice[],
  typed: string,
  limit: number,
): CityChoice[] {
  const wanted = fold(typed);
  if (!wanted) return [];
  const ranked: Array<{ choice: CityChoice; rank: number }> = [];
  for (const choice of choices) {
    const name = fold(choice.name);
    const at = name.indexOf(wanted);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : /[\s\-'(]/.test(name[at - 1] ?? '') ? 1 : 2;
    ranked.push({ choice, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.choice.name.localeCompare(b.choice.name, 'es'))
    .slice(0, limit)
    .map((entry) => entry.choice);
}
