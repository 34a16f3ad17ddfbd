import type { Activity } from '@app/contract/activities';
import type { SeriesScope } from '@app/contract/series';
import { deleteActivity, getActivity, getActivityMembership } from '@app/sdk/calls/activities';
import { deleteMatch } from '@app/sdk/calls/matches';
import { deletePetition, sendPetition } from '@app/sdk/calls/petitions';
import { matchOption } from '@app/sdk/reference/concepts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys } from '../../../lib/query-keys';

/**
 * `GET /activity/{id}`. Asked again when the member comes back to the tab: its places (and
 * the chat's "N personas") change while a page stays open.
 */
export function useActivity(id: number) {
  return useQuery({
    queryKey: activityKeys.one(id),
    queryFn: ({ signal }) => getActivity(sdkClient(), id, { signal }),
    enabled: id > 0,
    refetchOnWindowFocus: true,
  });
}

/** `GET /activity/{id}/membership`: host, member, requested or none. */
export function useMembership(id: number) {
  return useQuery({
    queryKey: activityKeys.membership(id),
    queryFn: ({ signal }) => getActivityMembership(sdkClient(), id, { signal }),
    enabled: id > 0,
  });
}

/**
 * What a member can do with an activity from its page; after each, the page's activity (its
 * places) and standing are asked again, and the member's lists.
 */
export function useMembershipActions(activity: Activity, reference: ReferenceSnapshot) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.one(activity.id) }),
      queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
    ]);
  const ask = useMutation({
    mutationFn: () =>
      sendPetition(sdkClient(), {
        petition_type_option_id: matchOption(reference).id,
        to_user_id: activity.user.id,
        activity: activity.id,
      }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (petitionId: number) => deletePetition(sdkClient(), petitionId),
    onSuccess: refresh,
  });
  const leave = useMutation({
    mutationFn: (matchId: number) => deleteMatch(sdkClient(), matchId),
    onSuccess: refresh,
  });
  const remove = useMutation({
    // A plan of a series: this one alone, or it and the following ones (issue 38).
    mutationFn: (scope: SeriesScope = 'one') =>
      deleteActivity(sdkClient(), activity.id, activity.series ? { scope } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
  });
  return { ask, withdraw, leave, remove };
}
