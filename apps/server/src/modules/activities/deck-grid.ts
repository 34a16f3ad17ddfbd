import { CELL_DEGREES, gridRanges } from '@app/contract/geo-cells';

/**
 * The deck's finer grid (decision 0052): squares of 0.05° (about 5.6 km north-south and 4.2 km
 * east-west at 40°N), numbered like the list's cells. A 25 km deck touches some 100 of them;
 * each gives its soonest plans, so the candidates are bounded and spread over the whole circle.
 */
export const DECK_CELL_DEGREES = 0.05;
const PER_ROW = 360 / DECK_CELL_DEGREES;
const ROWS = 180 / DECK_CELL_DEGREES;

/** The SQL of the generated column `activities.deck_cell` (migration 0037). */
export const DECK_CELL_SQL = `least(${ROWS - 1}, floor((lat + 90) / ${DECK_CELL_DEGREES}))::integer * ${PER_ROW} + least(${PER_ROW - 1}, floor((lon + 180) / ${DECK_CELL_DEGREES}))::integer`;

/** The deck cell of a point, as the column computes it. */
export function deckCellOf(lat: number, lon: number): number {
  const row = Math.min(ROWS - 1, Math.floor((lat + 90) / DECK_CELL_DEGREES));
  return row * PER_ROW + Math.min(PER_ROW - 1, Math.floor((lon + 180) / DECK_CELL_DEGREES));
}

/** Past this many cells a circle walks the list's coarser cells instead (a 100 km deck). */
const CELLS_MAX = 200;
const EARTH_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** How far a cell's square is from the point: 0 inside it, else to its nearest edge or corner. */
function squareDistanceKm(lat: number, lon: number, cell: number, degrees: number) {
  const perRow = 360 / degrees;
  const south = Math.floor(cell / perRow) * degrees - 90;
  const west = (cell % perRow) * degrees - 180;
  // The longitude difference the short way round, so squares across the antimeridian count.
  const east = west + degrees;
  const wrapped = (value: number) => ((((value - lon) % 360) + 540) % 360) - 180 + lon;
  const from = wrapped(west);
  const to = from + (east - west);
  const nearestLon = Math.min(Math.max(lon, from), to);
  const nearestLat = Math.min(Math.max(lat, south), south + degrees);
  return distanceKm({ lat, lon }, { lat: nearestLat, lon: nearestLon });
}

/**
 * The cells a deck of `km` around the point walks, each with how near its nearest point is
 * (1 at the point, 0 at `km`): the fine grid's squares that come within `km` of it, or the list's cells when there would be more than CELLS_MAX of those; null when
 * even those are too many (a radius of continents). The margin keeps every square the exact
 * distance could reach (the nearest point on a square is taken on a flat map).
 */
export function deckCells(
  lat: number,
  lon: number,
  km: number,
): { fine: boolean; cells: Array<{ cell: number; near: number }> } | null {
  for (const [fine, degrees] of [
    [true, DECK_CELL_DEGREES],
    [false, CELL_DEGREES],
  ] as const) {
    const ranges = gridRanges(lat, lon, km, degrees, CELLS_MAX);
    if (!ranges) continue;
    const width = ranges.reduce((sum, [from, to]) => sum + to - from + 1, 0);
    if (width > CELLS_MAX * 2) continue;
    const cells: Array<{ cell: number; near: number }> = [];
    for (const [from, to] of ranges) {
      for (let cell = from; cell <= to; cell += 1) {
        const away = squareDistanceKm(lat, lon, cell, degrees);
        if (away <= km * 1.01 + 0.1) cells.push({ cell, near: Math.max(0, 1 - away / km) });
      }
    }
    if (cells.length <= CELLS_MAX) return { fine, cells };
  }
  return null;
}
