import { distanceKm, type Coordinate } from '@app/sdk/reference/geo';

/**
 * The closest zoom worth showing on the embedded basemap, which has no streets: the names of
 * a city's districts around the point. A configured style's streets are worth zoom 15.
 */
export const DISTRICT_ZOOM = 12.5;

/** What the map shows, in degrees: west, south, east and north edges. */
export type Bounds = { west: number; south: number; east: number; north: number };

/** A search by distance, as the activities list takes it (`filter.near`). */
export type SearchArea = { lat: number; lon: number; km: number };

/** The contract's largest radius (`nearFilter`): half the Earth's circumference. */
export const MAX_SEARCH_KM = 20_000;

const corners = (bounds: Bounds): Coordinate[] => [
  { lat: bounds.north, lon: bounds.west },
  { lat: bounds.north, lon: bounds.east },
  { lat: bounds.south, lon: bounds.west },
  { lat: bounds.south, lon: bounds.east },
];

/** The middle of the view. */
export function centreOf(bounds: Bounds): Coordinate {
  return { lat: (bounds.south + bounds.north) / 2, lon: (bounds.west + bounds.east) / 2 };
}

/** Rounded up to two significant figures: 1.23 → 1.3, 148 → 150. Nearby views share a search. */
function roundUp(km: number): number {
  const step = 10 ** (Math.floor(Math.log10(km)) - 1);
  return Math.ceil(km / step) * step;
}

/**
 * The circle around the view that holds all of it: from its centre to its farthest corner,
 * times `margin` (1.25 by default, so a small pan stays inside and asks nothing new), its
 * centre rounded to 3 decimals (about 100 m) and its radius up to two figures, so that views
 * a few pixels apart give the same search.
 * @example searchAreaFor({ west: -3.8, south: 40.35, east: -3.6, north: 40.48 })
 *   // { lat: 40.415, lon: -3.7, km: 13 }
 */
export function searchAreaFor(bounds: Bounds, margin = 1.25): SearchArea {
  const centre = centreOf(bounds);
  const lat = Math.round(centre.lat * 1000) / 1000;
  const lon = Math.round(centre.lon * 1000) / 1000;
  const rounded = { lat, lon };
  const farthest = Math.max(...corners(bounds).map((corner) => distanceKm(rounded, corner)));
  const km = Math.min(MAX_SEARCH_KM, Math.max(0.5, roundUp(farthest * margin)));
  return { lat, lon, km };
}

/** Whether every corner of the view lies inside the searched circle. */
export function covers(area: SearchArea, bounds: Bounds): boolean {
  return corners(bounds).every((corner) => distanceKm(area, corner) <= area.km);
}

/** Whether a point is in the view (a view crossing the antimeridian has west > east). */
export function inBounds(point: Coordinate, bounds: Bounds): boolean {
  if (point.lat < bounds.south || point.lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.lon >= bounds.west && point.lon <= bounds.east
    : point.lon >= bounds.west || point.lon <= bounds.east;
}

/** Where the map is: its edges, its zoom and its centre. */
export type MapView = { bounds: Bounds; zoom: number; centre: Coordinate };

/**
 * Whether a view needs a new search: nothing searched yet, the view leaves the searched
 * circle, or the search was cut short (more plans than one search reads) and the view is now
 * much smaller, so a search of it alone would show what was left out.
 */
export function needsSearch(
  current: SearchArea | null,
  bounds: Bounds,
  complete: boolean,
): boolean {
  if (!current || !covers(current, bounds)) return true;
  return !complete && searchAreaFor(bounds).km < current.km / 2;
}
