import type { Coordinate } from '@app/sdk/reference/geo';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { Bounds } from './viewport';

/**
 * The maps' closest zoom (MapCanvas's maxZoom): points still grouped there are within a few
 * tens of metres, one place to the eye; the group then lists them instead of splitting.
 */
export const CLUSTER_MAX_ZOOM = 18;

/** What a map draws of a set of points: one of them, or a group too close to tell apart. */
export type Clustered<T> =
  | { kind: 'one'; point: Coordinate; item: T }
  | {
      kind: 'group';
      point: Coordinate;
      count: number;
      /** The zoom at which the group splits; past CLUSTER_MAX_ZOOM when it never does. */
      splitZoom: number;
      /** Its items, in the index's order (every one: a map holds a few hundred at most). */
      items: T[];
    };

type Properties = { index: number };

export type PointIndex<T> = {
  index: Supercluster<Properties>;
  items: readonly T[];
  order: (a: T, b: T) => number;
};

/**
 * Points indexed for grouping (supercluster: 60 px apart at most at any zoom, the rule
 * MapLibre's own clustering uses). Built once per set of results; groups list their items in
 * `order`.
 * @example const index = indexPoints(wishes, (wish) => wish.location, byNewest);
 */
export function indexPoints<T>(
  items: readonly T[],
  pointOf: (item: T) => Coordinate,
  order: (a: T, b: T) => number,
): PointIndex<T> {
  const index = new Supercluster<Properties>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    items.map((item, position) => {
      const { lat, lon } = pointOf(item);
      return {
        type: 'Feature',
        properties: { index: position },
        geometry: { type: 'Point', coordinates: [lon, lat] },
      };
    }),
  );
  return { index, items, order };
}

/**
 * The markers for a view: each point on its own, or groups of those too close together.
 * @example clusterPoints(index, view.bounds, view.zoom)
 */
export function clusterPoints<T>(
  { index, items, order }: PointIndex<T>,
  bounds: Bounds,
  zoom: number,
): Clustered<T>[] {
  const box: [number, number, number, number] = [
    bounds.west,
    Math.max(-85, bounds.south),
    bounds.east,
    Math.min(85, bounds.north),
  ];
  return index
    .getClusters(box, Math.min(CLUSTER_MAX_ZOOM, Math.floor(zoom)))
    .map((feature): Clustered<T> => {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties as
        Properties | (ClusterProperties & Partial<Properties>);
      if ('cluster' in properties && properties.cluster) {
        const id = properties.cluster_id;
        return {
          kind: 'group',
          point: { lat, lon },
          count: properties.point_count,
          splitZoom: index.getClusterExpansionZoom(id),
          items: index
            .getLeaves(id, Infinity)
            .map((leaf) => items[leaf.properties.index]!)
            .sort(order),
        };
      }
      return { kind: 'one', point: { lat, lon }, item: items[(properties as Properties).index]! };
    });
}

/** Whether a group's items share one place, so that zooming in would never split them. */
export function sharesOnePlace<T>(
  group: { splitZoom: number; items: readonly T[] },
  pointOf: (item: T) => Coordinate,
): boolean {
  if (group.splitZoom > CLUSTER_MAX_ZOOM) return true;
  const [first, ...rest] = group.items.map(pointOf);
  return rest.every((point) => point.lat === first!.lat && point.lon === first!.lon);
}
