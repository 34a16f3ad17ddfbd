import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Country } from '@app/contract/reference';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { ATLAS_FRAME, atlasShapes, cutTopology } from '../atlas/build-atlas';
import { MAJOR_CITIES, cityFeatures } from './cities';
import { EMBEDDED_ATTRIBUTION, embeddedStyle } from './embedded-style';

const require = createRequire(import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology;
const atlas = atlasShapes({
  spain: read('es-atlas/es/provinces.json'),
  world: cutTopology(read('world-atlas/countries-50m.json'), 'countries', ATLAS_FRAME),
});

const city = (id: number, name: string, lat = 40, lon = -3) => ({
  id,
  name,
  lat,
  lon,
  timezone: 'Europe/Madrid',
});
const countries: Country[] = [
  {
    id: 207,
    name: 'España',
    iso2: 'ES',
    timezone: 'Europe/Madrid',
    states: [
      { id: 1, name: 'Madrid', cities: [city(1, 'Madrid', 40.4165, -3.70256), city(2, 'Getafe')] },
      {
        id: 2,
        name: 'Las Palmas',
        cities: [
          city(3, 'Las Palmas de Gran Canaria', 28.1, -15.41),
          city(4, 'Las Palmas de Gran Canaria', 28.11, -15.42),
          city(5, 'Telde'),
        ],
      },
    ],
  },
];

describe('cityFeatures', () => {
  it('ranks the major cities first and draws a name given twice in a province once', () => {
    const features = cityFeatures(countries).features;
    expect(features.map((item) => [item.id, item.properties.rank])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [5, 1],
    ]);
    expect(features[0]!.geometry.coordinates).toEqual([-3.70256, 40.4165]);
  });

  it('ranks the member’s own city with the major ones', () => {
    const getafe = cityFeatures(countries, 2).features.find((item) => item.id === 2)!;
    expect(getafe.properties.rank).toBe(0);
  });

  it('lists every provincial capital', () => {
    expect(MAJOR_CITIES.size).toBeGreaterThanOrEqual(50);
  });
});

describe('embeddedStyle', () => {
  const style = embeddedStyle(atlas, cityFeatures(countries));

  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('asks the network for nothing: no glyphs, sprites, tiles or URLs', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
  });

  it('credits the data it draws', () => {
    const credits = Object.values(style.sources).map(
      (source) => (source as { attribution?: string }).attribution,
    );
    expect(credits).toEqual(expect.arrayContaining(Object.values(EMBEDDED_ATTRIBUTION)));
  });
});
