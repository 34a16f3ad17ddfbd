import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import pointInPolygon from 'point-in-polygon-hao';
import polylabel from 'polylabel';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Spain's municipalities and provinces as the Instituto Geográfico Nacional draws them (the
 * `es-atlas` package: IGN's reference outlines, CC BY 4.0, with INE codes and official names),
 * for checking and mending the places dataset (places.mend.ts). Read from disk when asked, never
 * kept: a start reads it once, to mend the dataset before seeding.
 */

/** A municipality or a province: its INE code, its official name, its outline. */
export type Area = {
  /** INE code: two digits for a province, five for a municipality (its province's first). */
  code: string;
  /** The official name; bilingual ones as INE writes them ("Alacant/Alicante"). */
  name: string;
  /** Outer ring first, then holes, per polygon; [lon, lat]. */
  polygons: Position[][][];
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
};

export type SpainAtlas = {
  provinces: Area[];
  /** The autonomous communities and cities. */
  regions: Area[];
  municipalities: Area[];
  /** The municipalities of a province, by its INE code. */
  municipalitiesOf(province: string): Area[];
  /** The areas among `areas` whose outline holds the point (edges count as inside). */
  containing(areas: readonly Area[], lat: number, lon: number): Area[];
  /** The areas among `areas` within `km` of the point, nearest first. */
  near(areas: readonly Area[], lat: number, lon: number, km: number): Area[];
};

type AreaProperties = { name: string };

function toArea(code: string, name: string, geometry: Polygon | MultiPolygon): Area {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const bbox: Area['bbox'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      bbox[0] = Math.min(bbox[0], lon!);
      bbox[1] = Math.min(bbox[1], lat!);
      bbox[2] = Math.max(bbox[2], lon!);
      bbox[3] = Math.max(bbox[3], lat!);
    }
  }
  return { code, name, polygons, bbox };
}

function areasOf(topology: Topology, object: string): Area[] {
  const collection = feature(
    topology,
    topology.objects[object] as GeometryCollection<AreaProperties>,
  );
  return collection.features.flatMap((area) =>
    area.geometry && (area.geometry.type === 'Polygon' || area.geometry.type === 'MultiPolygon')
      ? [toArea(String(area.id), area.properties.name, area.geometry)]
      : [],
  );
}

/** Whether the point lies in the area (on its edge counts). */
export function holds(area: Area, lat: number, lon: number): boolean {
  const [west, south, east, north] = area.bbox;
  if (lon < west || lon > east || lat < south || lat > north) return false;
  return area.polygons.some((polygon) => pointInPolygon([lon, lat], polygon) !== false);
}

const KM_PER_DEGREE = 111.32;

/**
 * Kilometres from the point to the area's outline; 0 inside. Measured flat around the point's
 * latitude, which is exact enough within a province.
 */
export function distanceKm(area: Area, lat: number, lon: number): number {
  if (holds(area, lat, lon)) return 0;
  const xScale = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const polygon of area.polygons) {
    for (const ring of polygon) {
      for (let index = 1; index < ring.length; index++) {
        const [ax, ay] = ring[index - 1]!;
        const [bx, by] = ring[index]!;
        best = Math.min(
          best,
          segmentDistance((lon - ax!) * xScale, lat - ay!, (bx! - ax!) * xScale, by! - ay!),
        );
      }
    }
  }
  return best * KM_PER_DEGREE;
}

/** Distance from (px, py) to the segment from the origin to (dx, dy). */
function segmentDistance(px: number, py: number, dx: number, dy: number): number {
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length));
  return Math.hypot(px - t * dx, py - t * dy);
}

function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let index = 1; index < ring.length; index++) {
    const [ax, ay] = ring[index - 1]!;
    const [bx, by] = ring[index]!;
    sum += ax! * by! - bx! * ay!;
  }
  return Math.abs(sum / 2);
}

/**
 * A point well inside the area: the pole of inaccessibility of its largest part (polylabel),
 * for a place the dataset put somewhere else. Rounded to 5 decimals (about a metre).
 */
export function innerPoint(area: Area): { lat: number; lon: number } {
  const largest = area.polygons.reduce((a, b) => (ringArea(b[0]!) > ringArea(a[0]!) ? b : a));
  const [lon, lat] = polylabel(largest as Array<Array<[number, number]>>, 0.0005);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(lat), lon: round(lon) };
}

const require = createRequire(import.meta.url);

/** Reads the atlas (some 2 MB of TopoJSON; about half a second). */
export async function readSpainAtlas(): Promise<SpainAtlas> {
  const topology = JSON.parse(
    await readFile(require.resolve('es-atlas/es/municipalities.json'), 'utf8'),
  ) as Topology;
  // Gibraltar (54, and 20 among the communities) is drawn by IGN but is no province of Spain: no city of the dataset is there.
  const provinces = areasOf(topology, 'provinces').filter((area) => area.code !== '54');
  const regions = areasOf(topology, 'autonomous_regions').filter((area) => area.code !== '20');
  const municipalities = areasOf(topology, 'municipalities');
  const byProvince = new Map<string, Area[]>();
  for (const area of municipalities) {
    const province = area.code.slice(0, 2);
    byProvince.set(province, [...(byProvince.get(province) ?? []), area]);
  }
  return {
    provinces,
    regions,
    municipalities,
    municipalitiesOf: (province) => byProvince.get(province) ?? [],
    containing: (areas, lat, lon) => areas.filter((area) => holds(area, lat, lon)),
    near: (areas, lat, lon, km) => {
      const dLat = km / KM_PER_DEGREE;
      const dLon = dLat / Math.cos((lat * Math.PI) / 180);
      return areas
        .filter(
          ({ bbox: [west, south, east, north] }) =>
            lon >= west - dLon && lon <= east + dLon && lat >= south - dLat && lat <= north + dLat,
        )
        .map((area) => ({ area, distance: distanceKm(area, lat, lon) }))
        .filter(({ distance }) => distance <= km)
        .sort((a, b) => a.distance - b.distance)
        .map(({ area }) => area);
    },
  };
}
