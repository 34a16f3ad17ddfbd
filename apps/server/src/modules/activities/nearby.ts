import { and, between, eq, or, sql, type SQL } from 'drizzle-orm';
import { activities } from './activities.schema.js';
import { cellRanges } from '@app/contract/geo-cells';

/** Great-circle distance in km from a point to an activity's place. */
export const distanceKm = (lat: number, lon: number): SQL<number> =>
  sql<number>`6371 * 2 * asin(sqrt(power(sin(radians(${activities.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${activities.lat})) * power(sin(radians(${activities.lon} - ${lon}) / 2), 2)))`;

/** Within `km` of a point by the great-circle distance alone (no index can read it). */
export const closerThan = (lat: number, lon: number, km: number): SQL =>
  sql`${distanceKm(lat, lon)} <= ${km}`;

/**
 * Within `km` of a point: the grid cells the circle touches (an index reads those ranges
 * only), then the exact distance on what they hold. Without ranges (a radius of continents)
 * the distance alone.
 */
export function within(lat: number, lon: number, km: number): SQL {
  const ranges = cellRanges(lat, lon, km);
  return ranges ? withinCells(lat, lon, km, ranges) : closerThan(lat, lon, km);
}

/**
 * `within` over the cell ranges `cellRanges` gave: values, or the placeholders of a prepared
 * statement (decision 0055), where each range is a `between` whatever its ends.
 */
export function withinCells(
  lat: number,
  lon: number,
  km: number,
  ranges: ReadonlyArray<readonly [number, number]>,
): SQL {
  const cells = ranges.map(([from, to]) =>
    from === to ? eq(activities.cell, from) : between(activities.cell, from, to),
  );
  return and(cells.length === 1 ? cells[0]! : or(...cells)!, closerThan(lat, lon, km))!;
}
