import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { ATLAS_FRAME, atlasShapes, bboxOfFeatures, cutTopology } from './build-atlas';

// The real data packages, as the build reads them (vite.config.ts, map-atlas).
const require = createRequire(import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology;
const spain = read('es-atlas/es/provinces.json');
const world = read('world-atlas/countries-50m.json');

const countryNamed = (name: string) =>
  (world.objects.countries as GeometryCollection).geometries.find(
    (geometry) => (geometry.properties as { name: string }).name === name,
  )!;

describe('cutTopology', () => {
  const cut = cutTopology(world, 'countries', ATLAS_FRAME);
  const countries = feature(cut, cut.objects.countries as GeometryCollection) as FeatureCollection;

  it('keeps the countries near Spain and only the arcs they use: a tenth of the file', () => {
    const whole = (world.objects.countries as GeometryCollection).geometries.length;
    expect(countries.features.length).toBeGreaterThan(8);
    expect(countries.features.length).toBeLessThan(whole / 5);
    expect(cut.arcs.length).toBeLessThan(world.arcs.length / 4);
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(world).length / 5);
  });

  it('keeps mainland France and leaves out French Guiana and eastern Russia', () => {
    const box = bboxOfFeatures(countries);
    // Nothing west of the Atlantic or east of central Europe.
    expect(box[0]).toBeGreaterThan(-30);
    expect(box[2]).toBeLessThan(60);
    // The whole of France reaches Guiana; what is kept of it is the mainland and Corsica.
    const france = feature(world, countryNamed('France')) as Feature;
    expect(bboxOfFeatures({ type: 'FeatureCollection', features: [france] })[0]).toBeLessThan(-50);
    const kept = countries.features.filter((country) => {
      const [west, south, east, north] = bboxOfFeatures({
        type: 'FeatureCollection',
        features: [country],
      });
      return west < 1.44 && east > 1.44 && south < 43.6 && north > 43.6; // Toulouse
    });
    expect(kept.length).toBeGreaterThan(0);
  });

  it('renumbers arcs so that every reference points at an arc that exists', () => {
    const references = (cut.objects.countries as GeometryCollection).geometries.flatMap(
      (geometry) => ('arcs' in geometry ? (geometry.arcs as unknown[]).flat(3) : []),
    ) as number[];
    for (const reference of references) {
      const index = reference < 0 ? ~reference : reference;
      expect(cut.arcs[index]).toBeDefined();
    }
    // Decoding with the original transform still lands in the frame's part of the world.
    const box = bboxOfFeatures(countries);
    expect(box[1]).toBeGreaterThan(-5);
    expect(box[3]).toBeLessThan(72);
  });
});

describe('atlasShapes', () => {
  const atlas = atlasShapes({ spain, world: cutTopology(world, 'countries', ATLAS_FRAME) });

  it('draws Spain from its provinces, Canarias included, and the lines between them', () => {
    const box = bboxOfFeatures(atlas.spain);
    expect(box[0]).toBeLessThan(-18); // El Hierro
    expect(box[1]).toBeLessThan(28); // Gran Canaria
    expect(box[2]).toBeGreaterThan(4.2); // Menorca
    expect(box[3]).toBeGreaterThan(43.7); // Estaca de Bares
    expect(atlas.provinceBorders.features[0]!.geometry.coordinates.length).toBeGreaterThan(40);
    expect(atlas.regionBorders.features[0]!.geometry.coordinates.length).toBeGreaterThan(10);
  });

  it('puts land under Spain, so no sea shows through where the two sources differ', () => {
    const land = bboxOfFeatures(atlas.land);
    expect(land[0]).toBeLessThan(-9.4); // Portugal's Cabo da Roca
    expect(land[3]).toBeGreaterThan(48); // France past the frame's north
  });
});
