import type { Services } from '../services.js';
import type { DemoCity } from './cities.data.js';

/** The reference data the demo points at: its cities and the options it names by tag. */
export type DemoReferences = {
  cities: Record<string, { id: number; timeZone: string }>;
  /** An option's id by its tag (`disciplines-padel`); throws for an unknown tag. */
  option(tag: string): number;
};

export class DemoSetupError extends Error {
  override name = 'DemoSetupError';
}

/**
 * Looks the demo's cities and options up in the reference data the normal seed wrote: cities
 * by name and state (the lowest id when the dataset has two), options by tag.
 */
export async function loadReferences(
  services: Pick<Services, 'places' | 'concepts'>,
  demoCities: DemoCity[],
): Promise<DemoReferences> {
  const countries = await services.places.list();
  const spain = countries.find((country) => country.iso2 === 'ES');
  if (!spain) {
    throw new DemoSetupError(
      'The demo data is set in Spanish cities, but COUNTRIES does not include ES. ' +
        'Add it (COUNTRIES=ES, the default) and run the demo seed again.',
    );
  }
  const cities: DemoReferences['cities'] = {};
  for (const city of demoCities) {
    const found = spain.states
      .filter((state) => state.name === city.state)
      .flatMap((state) => state.cities)
      .filter((candidate) => candidate.name === city.name)
      .sort((a, b) => a.id - b.id)[0];
    if (!found) throw new DemoSetupError(`The places data has no ${city.name} (${city.state}).`);
    cities[city.key] = { id: found.id, timeZone: found.timezone };
  }
  const options = new Map(
    (await services.concepts.list()).flatMap((concept) =>
      concept.options.map((option) => [option.tag, option.id] as const),
    ),
  );
  return {
    cities,
    option(tag) {
      const id = options.get(tag);
      if (id === undefined) throw new DemoSetupError(`No option ${tag} in the reference data.`);
      return id;
    },
  };
}
