import { getActivityPeople } from '@app/sdk/calls/activities';
import { useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys } from '../../../lib/query-keys';

/**
 * Under the plan's own key (`['activity', id]`), so whatever makes the plan stale (an answer,
 * a place taken or left, a live event about it) makes who is going stale too.
 */

/**
 * `GET /activity/{id}/people`: the host, who is going and the places left, with the plan's
 * counts (the same for everyone). Asked again when the member comes back to the tab: people
 * join while a page stays open.
 */
export function usePlanPeople(id: number) {
  return useQuery({
    queryKey: activityKeys.people(id),
    queryFn: ({ signal }) => getActivityPeople(sdkClient(), id, { signal }),
    enabled: id > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
