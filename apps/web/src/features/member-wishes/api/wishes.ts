import type { Activity } from '@app/contract/activities';
import type { Wish } from '@app/contract/wishes';
import {
  answerWish,
  convertWish,
  createWish,
  deleteWish,
  getOwnWish,
  listWishes,
  unanswerWish,
  type ConvertWishFields,
  type CreateWishFields,
} from '@app/sdk/calls/wishes';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import type { WishBox } from '../lib/wish-area';
import { activityKeys, wishKeys } from '../../../lib/query-keys';

/** Every wish query starts with this key: a change to any wish asks them all again. */

/** Without live cells (a wide view), the wishes of an area are asked again this often. */
const UNFOLLOWED_REFRESH_MS = 60_000;

/** `GET /wish`: the active wishes of a box from zoom 11, clusters below. */
export function wishAreaQueryOptions(box: WishBox | null, followed: boolean) {
  return queryOptions({
    queryKey: wishKeys.area(box),
    enabled: box !== null,
    queryFn: ({ signal }) => listWishes(sdkClient(), box!, { signal }),
    refetchInterval: followed ? false : UNFOLLOWED_REFRESH_MS,
  });
}

/**
 * The wishes of the box the map shows. A new box keeps the last one's wishes on the map until
 * its own arrive, so markers never blink out while the map moves.
 */
export function useAreaWishes(box: WishBox | null, followed: boolean) {
  return useQuery({ ...wishAreaQueryOptions(box, followed), placeholderData: keepPreviousData });
}

/** `GET /wish/mine`: the member's active wish and who answered it. */
export const ownWishQueryOptions = () =>
  queryOptions({
    queryKey: wishKeys.mine,
    queryFn: ({ signal }) => getOwnWish(sdkClient(), { signal }),
  });

export const useOwnWish = () => useQuery(ownWishQueryOptions());

/**
 * Asks every wish query again (the map's and the member's own): after a change of theirs, and
 * when a live cell says its wishes changed.
 */
export function useRefreshWishes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: wishKeys.all });
}

/** "Publicar deseo". */
export function usePublishWish() {
  const refresh = useRefreshWishes();
  return useMutation<Wish, Error, CreateWishFields>({
    mutationFn: (fields) => createWish(sdkClient(), fields),
    onSuccess: refresh,
  });
}

/** "¡Me apunto!", and taking it back. */
export function useAnswerWish() {
  const refresh = useRefreshWishes();
  return useMutation<Wish, Error, { wish: Wish; answer: boolean }>({
    mutationFn: ({ wish, answer }) =>
      answer ? answerWish(sdkClient(), wish.id) : unanswerWish(sdkClient(), wish.id),
    onSuccess: refresh,
  });
}

/** Withdraws the member's wish. */
export function useWithdrawWish() {
  const refresh = useRefreshWishes();
  return useMutation<unknown, Error, number>({
    mutationFn: (id) => deleteWish(sdkClient(), id),
    onSuccess: refresh,
  });
}

/**
 * Turns the member's wish into a plan: those who answered are in it. The plans and chats are
 * asked again with the wishes.
 */
export function useConvertWish(id: number) {
  const queryClient = useQueryClient();
  return useMutation<Activity, Error, ConvertWishFields>({
    mutationFn: async (fields) => (await convertWish(sdkClient(), id, fields)).activity,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
      ]),
  });
}
