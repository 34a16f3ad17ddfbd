import type { Activity } from '@app/contract/activities';
import type { Coordinate } from '@app/sdk/reference/geo';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { Bounds } from '../../../components/map/viewport';

/**
 * The maps' closest zoom (MapCanvas's maxZoom): plans still grouped there are within a few
 * tens of metres, one place to the eye; the group then lists them instead of splitting.
 */
export const CLUSTER_MAX_ZOOM = 18;

type PlanProperties = { id: number };

/** What the map draws: one plan, or a group of plans too close to tell apart at this zoom. */
export type MapItem =
  | { kind: 'plan'; key: string; point: Coordinate; activity: Activity }
  | {
      kind: 'group';
      key: string;
      point: Coordinate;
      count: number;
      /** The zoom at which the group splits; past CLUSTER_MAX_ZOOM when it never does. */
      splitZoom: number;
      /** Its plans (every one: a group holds at most a page of the search). */
      activities: Activity[];
    };

export type PlanIndex = { index: Supercluster<PlanProperties>; byId: Map<number, Activity> };

/**
 * The plans indexed for grouping (supercluster: 60 px apart at most at any zoom, the same
 * rule MapLibre's own clustering uses). Built once per search's results.
 * @example const plans = indexPlans(activities);
 */
export function indexPlans(activities: readonly Activity[]): PlanIndex {
  const index = new Supercluster<PlanProperties>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    activities.map((activity) => ({
      type: 'Feature',
      properties: { id: activity.id },
      geometry: { type: 'Point', coordinates: [activity.location.lon, activity.location.lat] },
    })),
  );
  return { index, byId: new Map(activities.map((activity) => [activity.id, activity])) };
}

/**
 * The markers for a view: each plan on its own, or groups of those too close together.
 * @example mapItems(plans, view.bounds, view.zoom)
 */
export function mapItems({ index, byId }: PlanIndex, bounds: Bounds, zoom: number): MapItem[] {
  const box: [number, number, number, number] = [
    bounds.west,
    Math.max(-85, bounds.south),
    bounds.east,
    Math.min(85, bounds.north),
  ];
  return index
    .getClusters(box, Math.min(CLUSTER_MAX_ZOOM, Math.floor(zoom)))
    .map((feature): MapItem => {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties as
        PlanProperties | (ClusterProperties & Partial<PlanProperties>);
      if ('cluster' in properties && properties.cluster) {
        const id = properties.cluster_id;
        const activities = index
          .getLeaves(id, Infinity)
          .map((leaf) => byId.get(leaf.properties.id)!)
          .sort(bySoonest);
        return {
          kind: 'group',
          key: `group-${activities[0]!.id}-${properties.point_count}`,
          point: { lat, lon },
          count: properties.point_count,
          splitZoom: index.getClusterExpansionZoom(id),
          activities,
        };
      }
      const activity = byId.get((properties as PlanProperties).id)!;
      return { kind: 'plan', key: `plan-${activity.id}`, point: { lat, lon }, activity };
    });
}

/** Soonest first. */
export const bySoonest = (a: Activity, b: Activity) =>
  Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id;

/** Whether a group's plans share one place, so that zooming in would never split them. */
export function samePlace(item: Extract<MapItem, { kind: 'group' }>): boolean {
  if (item.splitZoom > CLUSTER_MAX_ZOOM) return true;
  const [first, ...rest] = item.activities;
  return rest.every(
    (activity) =>
      activity.location.lat === first!.location.lat &&
      activity.location.lon === first!.location.lon,
  );
}
