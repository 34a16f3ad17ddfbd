import { adjustMemberCoins, listMemberCoins, type CoinAdjustment } from '@app/sdk/calls/coins';
import { getUser } from '@app/sdk/calls/users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { answered } from '../lib/attempt-key';
import { staffStoreKeys } from './keys';

export const MOVEMENTS_PAGE_SIZE = 10;

export const memberCoinsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: staffStoreKeys.memberCoinsPage(userId, page),
    queryFn: ({ signal }) =>
      listMemberCoins(sdkClient(), userId, { page, pageSize: MOVEMENTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    // A member that does not exist (404) is an answer, not a hiccup to retry.
    retry: (count, error) => !answered(error) && count < 2,
  });

/** `GET /admin/users/{id}/coins`: a member's balance and movements, newest first. */
export const useMemberCoins = (userId: number, page: number) =>
  useQuery(memberCoinsQueryOptions(userId, page));

/** `GET /user/{id}`: who the number belongs to, so staff adjust the right person. */
export const useMember = (userId: number) =>
  useQuery({
    queryKey: staffStoreKeys.memberProfile(userId),
    queryFn: ({ signal }) => getUser(sdkClient(), userId, { signal }),
    retry: false,
  });

/**
 * A staff adjustment (`POST /admin/users/{id}/coins`) under the attempt's key. Only a lost
 * answer is retried, with the same key (the server makes the movement once); a refusal is final.
 * The member's balance and movements are read again after it.
 */
export function useAdjustCoins(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: CoinAdjustment) => adjustMemberCoins(sdkClient(), userId, adjustment),
    retry: (count, error) => !answered(error) && count < 2,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffStoreKeys.memberCoins(userId) }),
  });
}
