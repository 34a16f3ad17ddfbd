import type { Friendship } from '@app/contract/friends';
import {
  listFriendRequests,
  listFriends,
  removeFriendship,
  requestFriendship,
} from '@app/sdk/calls/friends';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { friendshipQueryOptions } from '../../../lib/friendship';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, friendKeys } from '../../../lib/query-keys';

/** Every friends query starts with this key: one invalidation refreshes them all. */

export const friendsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.list,
    queryFn: ({ signal }) => listFriends(sdkClient(), { signal }),
  });

export const friendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.requests,
    queryFn: ({ signal }) => listFriendRequests(sdkClient(), { signal }),
  });

/** `GET /friends`: the member's friends, by name. */
export const useFriends = () => useQuery(friendsQueryOptions());

/** `GET /friends/requests`: received and sent requests. */
export const useFriendRequests = () => useQuery(friendRequestsQueryOptions());

/**
 * Asking (or accepting) and removing (cancelling, declining, ending). The answer is the new
 * standing with that person, written where the profile reads it; the lists are asked again.
 */
export function useFriendshipActions() {
  const queryClient = useQueryClient();
  const settle = (userId: number, { status, since }: Friendship) => {
    queryClient.setQueryData(friendshipQueryOptions(userId).queryKey, { status, since });
    void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    // Friends' plans rank first in the lists.
    if (status === 'friends' || status === 'none') {
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
    }
  };
  const request = useMutation({
    mutationFn: (userId: number) => requestFriendship(sdkClient(), userId),
    onSuccess: (answer, userId) => settle(userId, answer),
  });
  const remove = useMutation({
    mutationFn: (userId: number) => removeFriendship(sdkClient(), userId),
    onSuccess: (answer, userId) => settle(userId, answer),
  });
  return { request, remove };
}
