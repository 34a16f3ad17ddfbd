import { describe, expect, it } from 'vitest';
import { CELLS_PER_ROW, cellOf, cellRanges, MAX_ROWS, type CellRange } from './geo-cells.js';

const EARTH_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `km` from (lat, lon) along `bearing` (degrees from north), on the sphere. */
function destination(lat: number, lon: number, bearing: number, km: number) {
  const angle = km / EARTH_KM;
  const φ1 = rad(lat);
  const θ = rad(bearing);
  const φ2 = Math.asin(
    Math.sin(φ1) * Math.cos(angle) + Math.cos(φ1) * Math.sin(angle) * Math.cos(θ),
  );
  const λ2 =
    rad(lon) +
    Math.atan2(
      Math.sin(θ) * Math.sin(angle) * Math.cos(φ1),
      Math.cos(angle) - Math.sin(φ1) * Math.sin(φ2),
    );
  // Back into [-180, 180).
  return { lat: deg(φ2), lon: ((deg(λ2) + 540) % 360) - 180 };
}

const covers = (ranges: CellRange[], cell: number) =>
  ranges.some(([from, to]) => cell >= from && cell <= to);

/** A small deterministic generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('cellRanges', () => {
  it('covers every point within the radius, anywhere on the globe', () => {
    const next = random(15);
    for (let run = 0; run < 3000; run += 1) {
      const lat = next() * 178 - 89;
      const lon = next() * 360 - 180;
      const km = 0.1 + next() * (next() < 0.8 ? 60 : 800);
      const ranges = cellRanges(lat, lon, km);
      if (ranges === null) continue;
      for (let probe = 0; probe < 24; probe += 1) {
        // Most probes on the circle itself, where a box too small would first miss.
        const distance = probe < 16 ? km * 0.999999 : km * next();
        const point = destination(lat, lon, next() * 360, distance);
        const cell = cellOf(point.lat, point.lon);
        if (!covers(ranges, cell)) {
          throw new Error(
            `(${lat}, ${lon}) within ${km} km misses (${point.lat}, ${point.lon}), cell ${cell}`,
          );
        }
      }
    }
  });

  it('asks for few rows around a city: 3 or 4 ranges for 25 km in Madrid', () => {
    const ranges = cellRanges(40.4168, -3.7038, 25)!;
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    expect(ranges.length).toBeLessThanOrEqual(4);
    // Each range is one row's few columns, not the row.
    for (const [from, to] of ranges) expect(to - from).toBeLessThan(6);
    expect(covers(ranges, cellOf(40.4168, -3.7038))).toBe(true);
    // Toledo, some 70 km away, is outside.
    expect(covers(ranges, cellOf(39.8628, -4.0273))).toBe(false);
  });

  it('splits a row at the antimeridian into its two ends', () => {
    const ranges = cellRanges(-17.7, 179.9, 30)!; // Fiji
    const west = ranges.filter(([from]) => from % CELLS_PER_ROW === 0);
    const east = ranges.filter(([, to]) => to % CELLS_PER_ROW === CELLS_PER_ROW - 1);
    expect(west.length).toBeGreaterThan(0);
    expect(east.length).toBe(west.length);
    expect(covers(ranges, cellOf(-17.7, -179.9))).toBe(true);
  });

  it('takes whole rows when the circle holds a pole', () => {
    const ranges = cellRanges(89.9, 10, 50)!;
    for (const [from, to] of ranges) expect(to - from).toBe(CELLS_PER_ROW - 1);
    expect(covers(ranges, cellOf(89.95, -170))).toBe(true);
  });

  it('gives up past MAX_ROWS rows, where the prefilter would cost more than it saves', () => {
    expect(cellRanges(40, -3, 2000)).toBeNull();
    expect(cellRanges(40, -3, 20_000)).toBeNull();
    expect(cellRanges(40, -3, 500)!.length).toBeLessThanOrEqual(MAX_ROWS);
  });
});

describe('cellOf', () => {
  it('numbers the corners of the globe inside the grid', () => {
    expect(cellOf(-90, -180)).toBe(0);
    expect(cellOf(90, 180)).toBe(720 * CELLS_PER_ROW - 1);
    expect(cellOf(0, 0)).toBe(360 * CELLS_PER_ROW + 720);
  });
});
