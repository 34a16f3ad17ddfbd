import type { Activity } from '@app/contract/activities';
import type { Coordinate } from '@app/sdk/reference/geo';
import {
  clusterPoints,
  indexPoints,
  sharesOnePlace,
  type PointIndex,
} from '../../../components/map/point-clusters';
import type { Bounds } from '../../../components/map/viewport';

export { CLUSTER_MAX_ZOOM } from '../../../components/map/point-clusters';

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
      /** Its plans, soonest first (every one: a group holds at most a page of the search). */
      activities: Activity[];
    };

export type PlanIndex = PointIndex<Activity>;

/** Soonest first. */
export const bySoonest = (a: Activity, b: Activity) =>
  Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id;

const placeOf = (activity: Activity) => activity.location;

/**
 * The plans indexed for grouping. Built once per search's results.
 * @example const plans = indexPlans(activities);
 */
export const indexPlans = (activities: readonly Activity[]): PlanIndex =>
  indexPoints(activities, placeOf, bySoonest);

/**
 * The markers for a view: each plan on its own, or groups of those too close together.
 * @example mapItems(plans, view.bounds, view.zoom)
 */
export function mapItems(plans: PlanIndex, bounds: Bounds, zoom: number): MapItem[] {
  return clusterPoints(plans, bounds, zoom).map((found): MapItem => {
    if (found.kind === 'one') {
      const activity = found.item;
      return { kind: 'plan', key: `plan-${activity.id}`, point: found.point, activity };
    }
    return {
      kind: 'group',
      key: `group-${found.items[0]!.id}-${found.count}`,
      point: found.point,
      count: found.count,
      splitZoom: found.splitZoom,
      activities: found.items,
    };
  });
}

/** Whether a group's plans share one place, so that zooming in would never split them. */
export const samePlace = (item: Extract<MapItem, { kind: 'group' }>): boolean =>
  sharesOnePlace({ splitZoom: item.splitZoom, items: item.activities }, placeOf);
