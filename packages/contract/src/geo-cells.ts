// The grid that lets a btree index answer "within km of a point" (docs/decisions/0019): the
// globe cut in squares of CELL_DEGREES, numbered row by row from the south-west, so the cells
// of one row of latitude that a search touches are one range of numbers. The database keeps
// each activity's cell in a generated column with the same formula as `cellOf`
// (migration 0008); a search asks for one `cell between a and b` per row its box crosses, then
// the exact great-circle distance on the few rows those ranges hold.

/** The side of a cell: a quarter of a degree, about 28 km north-south and 21 km east-west at 40°N. */
export const CELL_DEGREES = 0.25;
/** Cells in one row of latitude (360° of longitude). */
export const CELLS_PER_ROW = 360 / CELL_DEGREES;
/** Past this many rows (a search radius of some 900 km) the ranges stop paying: no prefilter. */
export const MAX_ROWS = 64;

const EARTH_KM = 6371;
const DEGREES_PER_RADIAN = 180 / Math.PI;

/** A grid of squares of `degrees`, numbered row by row from the south-west. */
function gridOf(degrees: number) {
  const perRow = 360 / degrees;
  const rows = 180 / degrees;
  return {
    perRow,
    rows,
    row: (lat: number) => Math.min(rows - 1, Math.floor((lat + 90) / degrees)),
    column: (lon: number) => Math.min(perRow - 1, Math.floor((lon + 180) / degrees)),
  };
}

/** The cell of a point on the grid of `degrees`; `gridCellSql` says the same in SQL. */
export function gridCellOf(lat: number, lon: number, degrees: number): number {
  const grid = gridOf(degrees);
  return grid.row(lat) * grid.perRow + grid.column(lon);
}

/** The SQL of `gridCellOf` over the columns `lat` and `lon` (for a generated column). */
export function gridCellSql(degrees: number): string {
  const { rows, perRow } = gridOf(degrees);
  return `least(${rows - 1}, floor((lat + 90) / ${degrees}))::integer * ${perRow} + least(${perRow - 1}, floor((lon + 180) / ${degrees}))::integer`;
}

const { row: rowOf, column: columnOf } = gridOf(CELL_DEGREES);

/** The cell of a point; the SQL of the generated column `activities.cell` says the same. */
export const cellOf = (lat: number, lon: number): number => gridCellOf(lat, lon, CELL_DEGREES);

/** The SQL expression of `cellOf` over the columns `lat` and `lon` (for the migration's column). */
export const CELL_SQL = gridCellSql(CELL_DEGREES);

/** The great-circle distance in km between two points (haversine), as the SQL's. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (degrees: number) => degrees / DEGREES_PER_RADIAN;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** An inclusive range of cell numbers. */
export type CellRange = readonly [from: number, to: number];

/**
 * The ranges of cells that hold every point within `km` of (lat, lon), or null when the circle
 * is too wide for ranges to help (more than MAX_ROWS rows). The box is exact on the sphere:
 * north-south the radius in degrees, east-west the widest the circle gets (at the latitude
 * where it touches its meridians), the whole row when the circle holds a pole.
 */
export function cellRanges(lat: number, lon: number, km: number): CellRange[] | null {
  return gridRanges(lat, lon, km, CELL_DEGREES, MAX_ROWS);
}

/**
 * `cellRanges` on a grid of squares of `degrees` (the deck's finer grid, say), numbered the
 * same way: row by row from the south-west, 360 / degrees cells a row. Null past `maxRows`.
 */
export function gridRanges(
  lat: number,
  lon: number,
  km: number,
  degrees: number,
  maxRows: number,
): CellRange[] | null {
  const { perRow, row: rowIn, column: columnIn } = gridOf(degrees);
  const angle = km / EARTH_KM; // radians of arc
  const south = Math.max(-90, lat - angle * DEGREES_PER_RADIAN);
  const north = Math.min(90, lat + angle * DEGREES_PER_RADIAN);
  const firstRow = rowIn(south);
  const lastRow = rowIn(north);
  if (lastRow - firstRow + 1 > maxRows) return null;

  const ratio = Math.sin(angle) / Math.cos((lat * Math.PI) / 180);
  // A pole inside the circle (or a circle wider than a hemisphere): every longitude.
  const wholeRows = angle >= Math.PI / 2 || ratio >= 1 || north >= 90 || south <= -90;
  const halfWidth = wholeRows ? 180 : Math.asin(ratio) * DEGREES_PER_RADIAN;
  const columns: Array<readonly [number, number]> = [];
  if (halfWidth >= 180) columns.push([0, perRow - 1]);
  else {
    const west = lon - halfWidth;
    const east = lon + halfWidth;
    // Across the antimeridian the columns are two ranges, one at each end of the row.
    if (west < -180) columns.push([columnIn(west + 360), perRow - 1], [0, columnIn(east)]);
    else if (east > 180) columns.push([columnIn(west), perRow - 1], [0, columnIn(east - 360)]);
    else columns.push([columnIn(west), columnIn(east)]);
  }

  const ranges: CellRange[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (const [from, to] of columns) ranges.push([row * perRow + from, row * perRow + to]);
  }
  return ranges;
}

/**
 * The ranges of cells that cover a box (south, west, north, east; west > east when it crosses
 * the antimeridian), or null past MAX_ROWS rows. The cells of the box's corners are included.
 */
export function boxRanges(south: number, west: number, north: number, east: number) {
  const firstRow = rowOf(Math.max(-90, south));
  const lastRow = rowOf(Math.min(90, north));
  if (lastRow - firstRow + 1 > MAX_ROWS) return null;
  const columns: Array<readonly [number, number]> =
    west <= east
      ? [[columnOf(west), columnOf(east)]]
      : [
          [columnOf(west), CELLS_PER_ROW - 1],
          [0, columnOf(east)],
        ];
  const ranges: CellRange[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (const [from, to] of columns) {
      ranges.push([row * CELLS_PER_ROW + from, row * CELLS_PER_ROW + to]);
    }
  }
  return ranges;
}

/** The cells (not ranges) a box covers, for live channels; null past `max` of them. */
export function boxCells(
  south: number,
  west: number,
  north: number,
  east: number,
  max: number,
): number[] | null {
  const ranges = boxRanges(south, west, north, east);
  if (!ranges) return null;
  const cells: number[] = [];
  for (const [from, to] of ranges) {
    for (let cell = from; cell <= to; cell++) {
      cells.push(cell);
      if (cells.length > max) return null;
    }
  }
  return cells;
}
