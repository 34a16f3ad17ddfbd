import { cellOf } from '@app/contract/geo-cells';
import { describe, expect, it } from 'vitest';
import { deckCellOf, deckCells } from './deck-grid.js';

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
  ];

  it.each(centres)('hold every point within the radius around $name', ({ lat, lon }) => {
    const next = random(Math.round(lat * 1000) ^ Math.round(lon * 1000));
    for (const km of [0.5, 5, 25, 60, 100]) {
      const grid = deckCells(lat, lon, km);
      // Too many cells (a wide deck far north): no walk, every open plan in the circle scored.
      if (km > 25 && grid === null) continue;
      expect(grid).not.toBeNull();
      const cells = new Map(grid!.cells.map(({ cell, near }) => [cell, near]));
      expect(cells.size).toBeLessThanOrEqual(200);
      const cellAt = grid!.fine ? deckCellOf : cellOf;
      for (let n = 0; n < 400; n += 1) {
        // Half on the circle's edge, where a missing cell would hide.
        const away = n % 2 === 0 ? km * 0.999 : km * next();
        const point = destination(lat, lon, away, next() * 360);
        const near = cells.get(cellAt(point.lat, point.lon));
        expect(near, `${km} km, ${point.lat}, ${point.lon}`).toBeDefined();
        // A cell is at least as near as any point of it.
        expect(near!).toBeGreaterThanOrEqual(1 - away / km - 1e-9);
      }
    }
  });

  it('are the fine grid for a city’s deck and the list’s cells for a wide one', () => {
    const city = deckCells(40.4168, -3.7038, 25)!;
    expect(city.fine).toBe(true);
    expect(city.cells.length).toBeGreaterThan(80);
    // The member's own cell is the nearest.
    expect(city.cells.find(({ cell }) => cell === deckCellOf(40.4168, -3.7038))!.near).toBe(1);
    expect(deckCells(40.4168, -3.7038, 100)!.fine).toBe(false);
    // A circle around a pole: no walk (every plan in the circle is scored).
    expect(deckCells(89.9, 0, 100)).toBeNull();
  });
});
