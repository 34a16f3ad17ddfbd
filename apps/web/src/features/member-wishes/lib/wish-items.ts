import type { Wish, WishCluster } from '@app/contract/wishes';
import type { Coordinate } from '@app/sdk/reference/geo';
import {
  clusterPoints,
  indexPoints,
  sharesOnePlace,
  type PointIndex,
} from '../../../components/map/point-clusters';
import type { Bounds } from '../../../components/map/viewport';

/**
 * What the wish layer draws: one wish, wishes too close to tell apart (at one rounded place
 * more often than not: every wish of a ~500 m square shares its centre), or a count the server
 * made for a wide view.
 */
export type WishItem =
  | { kind: 'wish'; key: string; point: Coordinate; wish: Wish }
  | {
      kind: 'group';
      key: string;
      point: Coordinate;
      count: number;
      /** Zooming in never splits them: they share one place. */
      onePlace: boolean;
      splitZoom: number;
      wishes: Wish[];
    }
  | { kind: 'count'; key: string; point: Coordinate; count: number };

/** Newest first: what was just wished is the likeliest still to be wanted. */
export const byNewest = (a: Wish, b: Wish) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

const placeOf = (wish: Wish) => wish.location;

/** The wishes indexed for grouping, once per answer of the area. */
export const indexWishes = (wishes: readonly Wish[]): PointIndex<Wish> =>
  indexPoints(wishes, placeOf, byNewest);

/**
 * The markers for a view: the server's counts when it sent counts (below zoom 11), else each
 * wish or group of them.
 * @example wishItems(indexWishes(area.wishes), area.clusters, view.bounds, view.zoom)
 */
export function wishItems(
  index: PointIndex<Wish>,
  clusters: readonly WishCluster[],
  bounds: Bounds,
  zoom: number,
): WishItem[] {
  if (clusters.length > 0) {
    return clusters.map((cluster) => ({
      kind: 'count',
      key: `count-${cluster.lat}-${cluster.lon}-${cluster.count}`,
      point: { lat: cluster.lat, lon: cluster.lon },
      count: cluster.count,
    }));
  }
  return clusterPoints(index, bounds, zoom).map((found): WishItem => {
    if (found.kind === 'one') {
      return { kind: 'wish', key: `wish-${found.item.id}`, point: found.point, wish: found.item };
    }
    return {
      kind: 'group',
      key: `wishes-${found.items[0]!.id}-${found.count}`,
      point: found.point,
      count: found.count,
      onePlace: sharesOnePlace(found, placeOf),
      splitZoom: found.splitZoom,
      wishes: found.items,
    };
  });
}
