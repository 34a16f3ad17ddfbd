import { beforeAll, describe, expect, it } from 'vitest';
import { checkSpain } from './places.check.js';
import { mendSpain } from './places.mend.js';
import { readCountry, readRawCountry, type CountrySource } from './places.source.js';
import { holds, readSpainAtlas, type SpainAtlas } from './spain-atlas.js';

// Issue 35: "Madarcos" drawn inside Madrid, "Caceres" without its accent, "City Center" on the
// map. The places dataset checked against IGN's atlas, city by city, before and after mending.

let atlas: SpainAtlas;
let raw: CountrySource;
let mended: CountrySource;

beforeAll(async () => {
  atlas = await readSpainAtlas();
  const country = (await readRawCountry('ES'))!;
  raw = country.source;
  mended = mendSpain(raw, atlas, country.statePoints).source;
});

const cityOf = (source: CountrySource, id: number) => source.cities.find((city) => city.id === id)!;
const stateOf = (source: CountrySource, id: number) =>
  source.states.find((state) => state.id === id)!;
const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.hypot((a.lat - b.lat) * 111.3, (a.lon - b.lon) * 111.3 * Math.cos((a.lat * Math.PI) / 180));

describe("Spain's places checked against IGN's atlas", () => {
  it('finds what the dataset gets wrong: places elsewhere, names unspelled, English names', () => {
    const problems = checkSpain(raw, atlas);
    const about = (name: string) =>
      problems.filter((problem) => problem.name === name).map((problem) => problem.problem);
    expect(about('Madarcos')).toEqual([expect.stringMatching(/^6\d\.\d km outside Madarcos$/)]);
    expect(about('Caceres')).toEqual(['spelled "Cáceres" by INE']);
    expect(about('City Center')).toEqual(['named in English']);
    expect(about('Illes Balears')).toEqual(['named as a whole province or community']);
    expect(about('Baña A')).toEqual(['spelled "A Baña" by INE']);
    // Zaragoza's district of Delicias, filed under Huesca.
    expect(about('Delicias')[0]).toMatch(/km outside its province$/);
    expect(problems.length).toBeGreaterThan(300);
  });

  it('every state and city of the mended data passes', () => {
    expect(checkSpain(mended, atlas)).toEqual([]);
    expect(mended.cities).toHaveLength(raw.cities.length);
    expect(mended.states).toHaveLength(raw.states.length);
  });

  it('moves Madarcos to the Sierra Norte and Almería to its port, by their own outlines', () => {
    const madarcos = cityOf(mended, 152823);
    const madrid = cityOf(mended, 35186);
    expect(madrid).toEqual(cityOf(raw, 35186));
    const outline = atlas.municipalities.find((area) => area.name === 'Madarcos')!;
    expect(holds(outline, madarcos.lat, madarcos.lon)).toBe(true);
    expect(km(madarcos, madrid)).toBeGreaterThan(60);
    // The dataset's point of the province of Almería is its capital's; the city's was the
    // province's middle.
    expect(km(cityOf(mended, 32290), { lat: 36.8381, lon: -2.4597 })).toBeLessThan(1);
  });

  it('spells names as INE does, keeping Spanish names and the Spanish half first', () => {
    const names = (ids: number[]) => ids.map((id) => cityOf(mended, id).name);
    expect(stateOf(mended, 1190).name).toBe('Cáceres');
    expect(stateOf(mended, 5095).name).toBe('Almería');
    expect(stateOf(mended, 1175).name).toBe('Valencia');
    expect(names([33117, 151031, 152825, 152157, 151500])).toEqual([
      'Cádiz',
      'A Baña',
      'Los Molinos',
      "L'Alfàs del Pi",
      "Castell de l'Areny",
    ]);
    expect(names([37816, 152158, 152156])).toEqual(['Valencia', 'Alicante/Alacant', 'Alcoy/Alcoi']);
    expect(names([33695, 34747])).toEqual(['Centro', 'Mallorca']);
  });

  it('files cities under the province their point and name are in, with its time zone', () => {
    const byName = (name: string) => mended.states.find((state) => state.name === name)!.id;
    expect(cityOf(mended, 33924)).toMatchObject({ name: 'Delicias', stateId: byName('Zaragoza') });
    expect(cityOf(mended, 34887)).toMatchObject({
      stateId: byName('Santa Cruz de Tenerife'),
      timezone: 'Atlantic/Canary',
    });
  });

  it('is what the seed reads', async () => {
    const read = (await readCountry('ES'))!;
    expect(cityOf(read, 152823)).toEqual(cityOf(mended, 152823));
    expect(stateOf(read, 1190).name).toBe('Cáceres');
  });
});
