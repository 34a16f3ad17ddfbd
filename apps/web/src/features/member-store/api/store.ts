import { listMyActivities } from '@app/sdk/calls/activities';
import { buyStoreItem, listStore, listUserBadges } from '@app/sdk/calls/store';
import { ApiError } from '@app/sdk/http/api-error';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, badgeKeys, coinKeys } from '../../../lib/query-keys';
import { storeKeys } from './keys';

/**
 * Whether the server answered a purchase with a refusal (true), or no answer came (false):
 * then it may have landed, and only the same key may ask again.
 */
export const refused = (error: unknown) => error instanceof ApiError && error.status !== undefined;

/** What is on sale. */
export function useStore() {
  return useQuery({
    queryKey: storeKeys.items,
    queryFn: ({ signal }) => listStore(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

/** Someone's badges (their profile shows them). */
export function useBadges(userId: number) {
  return useQuery({
    queryKey: badgeKeys.of(userId),
    queryFn: ({ signal }) => listUserBadges(sdkClient(), userId, { signal }),
    select: (answer) => answer.data,
    enabled: userId > 0,
  });
}

/** The plans the member hosts that have not started: what a highlight can be for. */
export function useHighlightable() {
  return useQuery({
    queryKey: storeKeys.highlightable,
    queryFn: ({ signal }) =>
      listMyActivities(
        sdkClient(),
        { sort: 'start', filter: { from: new Date().toISOString() }, pageSize: 50 },
        { signal },
      ),
    select: (answer) => answer.data,
  });
}

/**
 * Buying: one key per attempt, kept for its retries (a lost answer retried is the same
 * purchase). What it changes reads again: the coins, the badges, the plans' marks.
 */
export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: number; key: string; activity?: number }) =>
      buyStoreItem(sdkClient(), input.itemId, {
        key: input.key,
        ...(input.activity !== undefined && { activity: input.activity }),
      }),
    // Only a lost answer is retried (same key: the same purchase); a refusal is final.
    retry: (count, error) => refused(error) === false && count < 2,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: coinKeys.all }),
        queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.pages }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
      ]),
  });
}
