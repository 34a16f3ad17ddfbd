import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, merge, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  GeometryObject,
  MultiPolygon,
  Polygon,
  Topology,
} from 'topojson-specification';

/**
 * The outlines the embedded basemap draws (docs/decisions/0016-map.md), from the data packages
 * the project ships: Spain's provinces and autonomous communities from es-atlas (IGN, already
 * a small TopoJSON), and the neighbouring countries from world-atlas (Natural Earth 1:50m),
 * cut at build time to the countries near Spain.
 */
export type AtlasTopologies = { spain: Topology; world: Topology };

/** What the style draws, as GeoJSON. */
export type Atlas = {
  /** Every country near Spain, Spain included: land under Spain's own, finer outline. */
  land: FeatureCollection;
  /** Spain as its provinces draw it; its outline is the coast and the borders. */
  spain: FeatureCollection;
  /** The lines between two provinces. */
  provinceBorders: FeatureCollection<MultiLineString>;
  /** The lines between two autonomous communities. */
  regionBorders: FeatureCollection<MultiLineString>;
};

/** West, south, east, north: the part of the world the basemap covers, Canarias to the Alps. */
export const ATLAS_FRAME = [-20, 25, 10, 48] as const;

type Box = [number, number, number, number];

const overlaps = (a: readonly number[], b: readonly number[]) =>
  a[0]! <= b[2]! && b[0]! <= a[2]! && a[1]! <= b[3]! && b[1]! <= a[3]!;

/** Whether a polygon's box reaches into the frame; one wider than half the world crosses the
 * antimeridian (eastern Russia), far from it. */
const inFrame = (box: Box, frame: readonly number[]) =>
  box[2] - box[0] < 180 && overlaps(box, frame);

/** West, south, east, north of each arc, in degrees (arcs are delta-encoded when quantized). */
function arcBoxes(topology: Topology): Box[] {
  const [kx, ky] = topology.transform?.scale ?? [1, 1];
  const [dx, dy] = topology.transform?.translate ?? [0, 0];
  return topology.arcs.map((arc) => {
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    let x = 0;
    let y = 0;
    for (const [px, py] of arc) {
      x = topology.transform ? x + px! : px!;
      y = topology.transform ? y + py! : py!;
      const lon = x * kx + dx;
      const lat = y * ky + dy;
      box[0] = Math.min(box[0], lon);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lon);
      box[3] = Math.max(box[3], lat);
    }
    return box;
  });
}

/** Names and ids are not drawn: left out, they cost nothing to download. */
function withoutProperties<G extends GeometryObject>(geometry: G): G {
  const { properties: _properties, id: _id, ...rest } = geometry;
  return rest as G;
}

/** An arc reference (~i when reversed) as an index into `arcs`. */
const arcIndex = (reference: number) => (reference < 0 ? ~reference : reference);

function ringsBox(rings: number[][], boxes: Box[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const reference of rings.flat()) {
    const arc = boxes[arcIndex(reference)]!;
    box[0] = Math.min(box[0], arc[0]);
    box[1] = Math.min(box[1], arc[1]);
    box[2] = Math.max(box[2], arc[2]);
    box[3] = Math.max(box[3], arc[3]);
  }
  return box;
}

/**
 * A topology with only the polygons of `object` that reach into `frame` (mainland France, not
 * French Guiana) and only the arcs they use, renumbered: what the browser needs of a large one.
 */
export function cutTopology(
  topology: Topology,
  object: string,
  frame: readonly number[],
): Topology {
  const boxes = arcBoxes(topology);
  const collection = topology.objects[object] as GeometryCollection;
  const kept: GeometryObject[] = [];
  for (const geometry of collection.geometries) {
    if (geometry.type === 'Polygon') {
      if (inFrame(ringsBox(geometry.arcs, boxes), frame)) kept.push(withoutProperties(geometry));
    } else if (geometry.type === 'MultiPolygon') {
      const polygons = geometry.arcs.filter((rings) => inFrame(ringsBox(rings, boxes), frame));
      if (polygons.length > 0) {
        kept.push(withoutProperties({ ...geometry, arcs: polygons } as MultiPolygon));
      }
    }
  }
  // The arcs still used, in their old order, and each one's new number.
  const used = [
    ...new Set(
      kept.flatMap((geometry) => (geometry as Polygon | MultiPolygon).arcs.flat(2).map(arcIndex)),
    ),
  ].sort((a, b) => a - b);
  const renumber = new Map(used.map((old, index) => [old, index]));
  const remap = (reference: number) =>
    reference < 0 ? ~renumber.get(~reference)! : renumber.get(reference)!;
  const geometries = kept.map((geometry) =>
    geometry.type === 'Polygon'
      ? { ...geometry, arcs: geometry.arcs.map((ring) => ring.map(remap)) }
      : {
          ...geometry,
          arcs: (geometry as MultiPolygon).arcs.map((rings) =>
            rings.map((ring) => ring.map(remap)),
          ),
        },
  ) as GeometryObject[];
  return {
    type: 'Topology',
    ...(topology.transform && { transform: topology.transform }),
    objects: { [object]: { type: 'GeometryCollection', geometries } },
    arcs: used.map((old) => topology.arcs[old]!),
  };
}

/** West, south, east, north of a collection's coordinates. */
export function bboxOfFeatures(collection: FeatureCollection): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [x, y] = value as [number, number];
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    } else value.forEach(visit);
  };
  for (const item of collection.features) {
    if (item.geometry && 'coordinates' in item.geometry) visit(item.geometry.coordinates);
  }
  return box;
}

const lines = (geometry: MultiLineString): FeatureCollection<MultiLineString> => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry }],
});

/**
 * What the style draws, from es-atlas's `es/provinces.json` and the cut world-atlas.
 * @example const atlas = atlasShapes(await loadAtlas());
 */
export function atlasShapes({ spain, world }: AtlasTopologies): Atlas {
  const provinces = spain.objects.provinces as GeometryCollection;
  const regions = spain.objects.autonomous_regions as GeometryCollection;
  const countries = Object.values(world.objects)[0] as GeometryCollection;
  return {
    land: feature(world, countries) as FeatureCollection,
    spain: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: merge(spain, provinces.geometries as Array<Polygon | MultiPolygon>),
        } satisfies Feature,
      ],
    },
    provinceBorders: lines(mesh(spain, provinces, (a, b) => a !== b)),
    regionBorders: lines(mesh(spain, regions, (a, b) => a !== b)),
  };
}
