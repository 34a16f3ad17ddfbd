import type { WishCluster, WishPlace } from '@app/contract/wishes';
import type { Coordinate } from '@app/sdk/reference/geo';
import {
  clusterPoints,
  indexPoints,
  sharesOnePlace,
  type PointIndex,
} from '../../../components/map/point-clusters';
import type { Bounds } from '../../../components/map/viewport';

/**
 * One wish as the map knows it (`GET /wish/map`, decision 0054): its id, its first words and
 * the centre of its ~500 m square. Its card (who, when, the answers) is asked for on opening.
 */
export type WishPin = { id: number; text: string; mine?: true; location: Coordinate };

/**
 * What the wish layer draws: one wish, wishes too close to tell apart (at one rounded place
 * more often than not: every wish of a ~500 m square shares its centre), or a count the server
 * made for a wide view.
 */
export type WishItem =
  | { kind: 'wish'; key: string; point: Coordinate; pin: WishPin }
  | {
      kind: 'group';
      key: string;
      point: Coordinate;
      count: number;
      /** Zooming in never splits them: they share one place. */
      onePlace: boolean;
      splitZoom: number;
      pins: WishPin[];
    }
  | { kind: 'count'; key: string; point: Coordinate; count: number };

/**
 * Newest first: what was just wished is the likeliest still to be wanted. Ids are given in
 * the order wishes are made.
 */
export const byNewest = (a: { id: number }, b: { id: number }) => b.id - a.id;

/** The places of the map's answer as pins, newest first. */
export const pinsOf = (places: readonly WishPlace[]): WishPin[] =>
  places
    .flatMap((place) =>
      place.wishes.map((wish) => ({ ...wish, location: { lat: place.lat, lon: place.lon } })),
    )
    .sort(byNewest);

const placeOf = (pin: WishPin) => pin.location;

/** The pins indexed for grouping, once per answer of the area. */
export const indexPins = (pins: readonly WishPin[]): PointIndex<WishPin> =>
  indexPoints(pins, placeOf, byNewest);

/**
 * The markers for a view: the server's counts when it sent counts (below zoom 11), else each
 * wish or group of them.
 * @example wishItems(indexPins(pinsOf(map.places)), map.clusters, view.bounds, view.zoom)
 */
export function wishItems(
  index: PointIndex<WishPin>,
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
      return { kind: 'wish', key: `wish-${found.item.id}`, point: found.point, pin: found.item };
    }
    return {
      kind: 'group',
      key: `wishes-${found.items[0]!.id}-${found.count}`,
      point: found.point,
      count: found.count,
      onePlace: sharesOnePlace(found, placeOf),
      splitZoom: found.splitZoom,
      pins: found.items,
    };
  });
}
