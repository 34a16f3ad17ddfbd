import { blockUser, listBlockedUsers, unblockUser } from '@app/sdk/calls/blocks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { blockKeys } from './keys';

/** `GET /user/blocked`: whom the member blocked, the latest first. */
export const blockedQueryOptions = () =>
  queryOptions({
    queryKey: blockKeys.list,
    queryFn: ({ signal }) => listBlockedUsers(sdkClient(), { signal }),
  });

export const useBlockedUsers = () => useQuery(blockedQueryOptions());

/**
 * Blocking and unblocking. Either changes what every list, profile, plan and wish shows, so
 * everything the member has loaded is asked for again: at once after an unblock, and after a
 * block once the caller has left the blocked person's page (`refreshAll`), which would
 * otherwise turn into "does not exist" under the member's feet.
 */
export function useBlocking() {
  const queryClient = useQueryClient();
  const refreshAll = () => queryClient.invalidateQueries();
  const block = useMutation({
    mutationFn: (userId: number) => blockUser(sdkClient(), userId),
  });
  const unblock = useMutation({
    mutationFn: (userId: number) => unblockUser(sdkClient(), userId),
    onSuccess: refreshAll,
  });
  return { block, unblock, refreshAll };
}
