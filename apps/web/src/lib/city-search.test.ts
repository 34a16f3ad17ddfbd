import type { Country } from '@app/contract/reference';
import { describe, expect, it } from 'vitest';
import { cityChoices, searchCities } from './city-search';

const city = (id: number, name: string) => ({
  id,
  name,
  lat: 40,
  lon: -3,
  timezone: 'Europe/Madrid',
});
const countries = [
  {
    id: 1,
    name: 'España',
    iso2: 'ES',
    timezone: 'Europe/Madrid',
    states: [
      { id: 1, name: 'Madrid', cities: [city(1, 'Madrid'), city(2, 'Alcalá de Henares')] },
      { id: 2, name: 'Sevilla', cities: [city(3, 'Alcalá de Guadaíra'), city(4, 'Sevilla')] },
      { id: 3, name: 'Toledo', cities: [city(5, 'Villanueva de Alcardete')] },
    ],
  },
] as unknown as Country[];

describe('searchCities', () => {
  const choices = cityChoices(countries);

  it('finds names ignoring case and accents, starts first, each with its province', () => {
    expect(searchCities(choices, 'ALCA', 8).map((c) => [c.name, c.province])).toEqual([
      ['Alcalá de Guadaíra', 'Sevilla'],
      ['Alcalá de Henares', 'Madrid'],
      ['Villanueva de Alcardete', 'Toledo'],
    ]);
  });

  it('answers nothing for nothing typed, and at most the limit', () => {
    expect(searchCities(choices, '  ', 8)).toEqual([]);
    expect(searchCities(choices, 'a', 2)).toHaveLength(2);
  });
});
