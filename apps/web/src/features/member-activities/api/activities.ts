import {
  createActivity,
  listActivities,
  listMatchedActivities,
  listMyActivities,
  updateActivity,
  type CreateActivityFields,
} from '@app/sdk/calls/activities';
import type { SeriesScope } from '@app/contract/series';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys } from '../../../lib/query-keys';

/** `GET /activity`: the first 50 plans to come, in a city or anywhere, soonest first. */
export function upcomingQueryOptions(cityId: number | undefined) {
  return queryOptions({
    queryKey: activityKeys.upcoming(cityId),
    queryFn: ({ signal }) =>
      listActivities(
        sdkClient(),
        { pageSize: 50, sort: 'start', ...(cityId ? { filter: { city: cityId } } : {}) },
        { signal },
      ),
  });
}

export const useUpcoming = (cityId: number | undefined) => useQuery(upcomingQueryOptions(cityId));

/** The member's chats: the plans they host and the ones they joined, most recent first. */
export function useMyChats() {
  return useQuery({
    queryKey: activityKeys.mine,
    queryFn: async ({ signal }) => {
      const [hosted, joined] = await Promise.all([
        listMyActivities(sdkClient(), { pageSize: 50 }, { signal }),
        listMatchedActivities(sdkClient(), { pageSize: 50 }, { signal }),
      ]);
      return [
        ...hosted.data.map((activity) => ({ activity, role: 'host' as const })),
        ...joined.data.map((activity) => ({ activity, role: 'member' as const })),
      ].sort((a, b) => Date.parse(b.activity.start_at) - Date.parse(a.activity.start_at));
    },
  });
}

/**
 * `POST /activity` for a new plan, `POST /activity/{id}` for an edited one; the member's lists
 * and the plan's page are asked again.
 */
export function useSaveActivity(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A plan of a series is changed alone or with the following ones (`scope`, issue 38).
    mutationFn: ({ fields, scope }: { fields: CreateActivityFields; scope?: SeriesScope }) =>
      id === undefined
        ? createActivity(sdkClient(), fields)
        : updateActivity(sdkClient(), id, fields, scope ? { scope } : {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
        ...(id === undefined
          ? []
          : [queryClient.invalidateQueries({ queryKey: activityKeys.one(id) })]),
      ]),
  });
}
