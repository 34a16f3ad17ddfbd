import type { Activity } from '@app/contract/activities';
import { listActivities } from '@app/sdk/calls/activities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchArea } from '../../../components/map/viewport';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys } from '../../../lib/query-keys';

/** The API's largest page, and how many pages one search of the map reads at most. */
const PAGE_SIZE = 100;
export const AREA_PAGES = 5;

export type AreaActivities = {
  activities: Activity[];
  /** How many plans the area has; more than `activities` holds when past AREA_PAGES pages. */
  total: number;
  /** `total` is a minimum: the API stopped counting (a crowded area). */
  totalCapped: boolean;
};

/**
 * `GET /activity` with `filter.near`: the upcoming plans open to the member within the area,
 * up to AREA_PAGES pages of 100 read one after the other.
 */
export function areaActivitiesQueryOptions(area: SearchArea | null) {
  return queryOptions({
    queryKey: activityKeys.area(area?.lat, area?.lon, area?.km),
    enabled: area !== null,
    queryFn: async ({ signal }): Promise<AreaActivities> => {
      const activities: Activity[] = [];
      let total = 0;
      let totalCapped = false;
      for (let page = 1; page <= AREA_PAGES; page += 1) {
        const result = await listActivities(
          sdkClient(),
          { page, pageSize: PAGE_SIZE, filter: { near: area! } },
          { signal },
        );
        activities.push(...result.data);
        total = result.total;
        totalCapped = result.total_capped;
        if (page >= result.last_page) break;
      }
      return { activities, total, totalCapped };
    },
  });
}

/**
 * The plans in an area. A new area keeps the last one's plans on the map until its own
 * arrive (`placeholderData`), so markers never blink out while the map searches.
 */
export function useAreaActivities(area: SearchArea | null) {
  return useQuery({ ...areaActivitiesQueryOptions(area), placeholderData: keepPreviousData });
}
