import { getFriendship } from '@app/sdk/calls/friends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { friendKeys } from './query-keys';

/** `GET /user/{id}/friendship`: where the member stands with someone (the friends feature writes it). */
export const friendshipQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: friendKeys.with(userId),
    queryFn: ({ signal }) => getFriendship(sdkClient(), userId, { signal }),
    enabled: userId > 0,
  });

/** How the member stands with one person. */
export const useFriendship = (userId: number) => useQuery(friendshipQueryOptions(userId));
