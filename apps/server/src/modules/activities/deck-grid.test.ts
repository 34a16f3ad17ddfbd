import { cellOf } from '@app/contract/geo-cells';
import { describe, expect, it } from 'vitest';
import { deckCellOf, deckCells, FINE_KM } from './deck-grid.js';

// The deck walks the cells deckCells names (decision 0052): a plan within the radius whose
// cell is missing would never be a card. Every point within km must fall in a named cell,
// wherever the member is (Madrid, the grid's lines, the antimeridian, near a pole).

const EARTH_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `km` from (lat, lon) on `bearing` (degrees from north), on the sphere. */
function destination(lat: number, lon: number, km: number, bearing: number) {
  const angle = km / EARTH_KM;
  const phi = rad(lat);
  const theta = rad(bearing);
  const lat2 = Math.asin(
    Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(theta),
  );
  const lon2 =
    rad(lon) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(phi),
      Math.cos(angle) - Math.sin(phi) * Math.sin(lat2),
    );
  return { lat: deg(lat2), lon: ((deg(lon2) + 540) % 360) - 180 };
}

/** A small deterministic generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the deck’s cells', () => {
  const centres = [
    { name: 'Sol', lat: 40.4168, lon: -3.7038 },
    { name: 'a corner of the grid', lat: 40.25, lon: -3.75 },
    { name: 'the antimeridian', lat: -17.8, lon: 179.98 },
    { name: 'Tenerife', lat: 28.4636, lon: -16.2518 },
    { name: 'the far north', lat: 78.2, lon: 15.6 },
    { name: 'the far south', lat: -87.94, lon: -6.49 },
    { name: 'near the pole', lat: 86.5, lon: 120.3 },
  ];

  it.each(centres)('hold every point within the radius around $name', ({ lat, lon }) => {
    const next = random(Math.round(lat * 1000) ^ Math.round(lon * 1000));
    for (const km of [0.5, 5, 25, 29.5, 33.8, 60, 100]) {
      const grid = deckCells(lat, lon, km);
      // Too many cells (around a pole): no walk, every open plan in the circle is scored.
      if (grid === null) {
        expect(Math.abs(lat)).toBeGreaterThan(70);
        continue;
      }
      const fine = new Map(grid.fine.map(({ cell, near }) => [cell, near]));
      const coarse = new Map(grid.coarse.map(({ cell, near }) => [cell, near]));
      expect(fine.size).toBeLessThanOrEqual(200);
      expect(coarse.size).toBeLessThanOrEqual(200);
      for (let n = 0; n < 400; n += 1) {
        // Half on the circle's edge, where a missing cell would hide.
        const away = n % 2 === 0 ? km * 0.999 : km * next();
        const point = destination(lat, lon, away, next() * 360);
        // Within FINE_KM a fine cell holds it; the list's cells hold the rest.
        const near =
          away <= FINE_KM && fine.size > 0
            ? fine.get(deckCellOf(point.lat, point.lon))
            : coarse.get(cellOf(point.lat, point.lon));
        expect(near, `${km} km, ${point.lat}, ${point.lon}`).toBeDefined();
        // A cell is about as near as its nearest point (on a flat map: 2% of the radius off
        // close to a pole), which only weighs how many of its plans are read.
        expect(near!).toBeGreaterThanOrEqual(1 - away / km - 0.02);
      }
    }
  });

  it('are the fine grid for a city’s deck, and the list’s cells too for a wide one', () => {
    const city = deckCells(40.4168, -3.7038, 25)!;
    expect(city.coarse).toEqual([]);
    expect(city.fine.length).toBeGreaterThan(80);
    // The member's own cell is the nearest.
    expect(city.fine.find(({ cell }) => cell === deckCellOf(40.4168, -3.7038))!.near).toBe(1);
    // Move's 100 km: the fine cells within 30 km keep "near" fine-grained, the list's beyond.
    const wide = deckCells(40.4168, -3.7038, 100)!;
    expect(wide.fine.length).toBeGreaterThan(100);
    expect(wide.coarse.length).toBeGreaterThan(40);
    // A circle around a pole: no walk (every plan in the circle is scored).
    expect(deckCells(89.9, 0, 100)).toBeNull();
  });
});
