/** A point on the map. */
export type Coordinate = { lat: number; lon: number };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in kilometres between two points (haversine).
 * @example distanceKm({ lat: 40.4168, lon: -3.7038 }, { lat: 41.3874, lon: 2.1686 }) // ≈ 505
 */
export function distanceKm(a: Coordinate, b: Coordinate): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
