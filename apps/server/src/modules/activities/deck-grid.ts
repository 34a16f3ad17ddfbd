import {
  CELL_DEGREES,
  greatCircleKm,
  gridCellOf,
  gridCellSql,
  gridRanges,
} from '@app/contract/geo-cells';

/**
 * The deck's finer grid (decision 0052): squares of 0.05° (about 5.6 km north-south and 4.2 km
 * east-west at 40°N), numbered like the list's cells. A 25 km deck touches some 100 of them;
 * each gives its soonest plans, so the candidates are bounded and spread over the whole circle.
 */
export const DECK_CELL_DEGREES = 0.05;

/** The SQL of the generated column `activities.deck_cell` (migration 0037). */
export const DECK_CELL_SQL = gridCellSql(DECK_CELL_DEGREES);

/** The deck cell of a point, as the column computes it. */
export const deckCellOf = (lat: number, lon: number): number =>
  gridCellOf(lat, lon, DECK_CELL_DEGREES);

/** At most this many cells of one grid in a walk. */
const CELLS_MAX = 200;

/** How far a cell's square is from the point: 0 inside it, else to its nearest edge or corner. */
function squareDistanceKm(lat: number, lon: number, cell: number, degrees: number) {
  const perRow = 360 / degrees;
  const south = Math.floor(cell / perRow) * degrees - 90;
  const west = (cell % perRow) * degrees - 180;
  // The square's west edge the short way round from the point, so that squares across the
  // antimeridian count as near.
  const from = ((((west - lon) % 360) + 540) % 360) - 180 + lon;
  const to = from + degrees;
  const nearestLon = Math.min(Math.max(lon, from), to);
  const nearestLat = Math.min(Math.max(lat, south), south + degrees);
  return greatCircleKm({ lat, lon }, { lat: nearestLat, lon: nearestLon });
}

/** A cell the deck walks, with how near its nearest point is (1 at the point, 0 at the radius). */
export type DeckCell = { cell: number; near: number };

/**
 * The fine grid is walked within this distance; a wider deck (Move's, up to 100 km) walks the
 * list's cells over the whole circle too, where "near" counts for less.
 */
export const FINE_KM = 30;

/** The squares of `degrees` within `reach` of the point, "near" measured against `km`. */
function cellsWithin(
  lat: number,
  lon: number,
  reach: number,
  km: number,
  degrees: number,
): DeckCell[] | null {
  const ranges = gridRanges(lat, lon, reach, degrees, CELLS_MAX);
  if (!ranges) return null;
  const width = ranges.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  if (width > CELLS_MAX * 2) return null;
  const cells: DeckCell[] = [];
  for (const [from, to] of ranges) {
    for (let cell = from; cell <= to; cell += 1) {
      const away = squareDistanceKm(lat, lon, cell, degrees);
      // The margin keeps every square the exact distance could reach (the nearest point of a
      // square is taken on a flat map).
      if (away <= reach * 1.01 + 0.1) cells.push({ cell, near: Math.max(0, 1 - away / km) });
    }
  }
  return cells.length <= CELLS_MAX ? cells : null;
}

/**
 * The cells a deck of `km` around the point walks: the fine grid's squares within FINE_KM of
 * it, and past that radius (or where the fine squares would be too many, far north) the
 * list's cells of the whole circle. Null when even those are too many (a circle around a
 * pole): no walk, every open plan in the circle is scored.
 */
export function deckCells(
  lat: number,
  lon: number,
  km: number,
): { fine: DeckCell[]; coarse: DeckCell[] } | null {
  const fine = cellsWithin(lat, lon, Math.min(km, FINE_KM), km, DECK_CELL_DEGREES);
  if (fine && km <= FINE_KM) return { fine, coarse: [] };
  const coarse = cellsWithin(lat, lon, km, km, CELL_DEGREES);
  return coarse ? { fine: fine ?? [], coarse } : null;
}
