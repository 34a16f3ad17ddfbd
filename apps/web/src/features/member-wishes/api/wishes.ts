import type { Activity } from '@app/contract/activities';
import type { Wish, WishCards } from '@app/contract/wishes';
import {
  answerWish,
  convertWish,
  createWish,
  deleteWish,
  getOwnWish,
  getWishCards,
  mapWishes,
  unanswerWish,
  type ConvertWishFields,
  type CreateWishFields,
} from '@app/sdk/calls/wishes';
import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
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

/**
 * `GET /wish/map`: what the map draws of a box (decision 0054): from zoom 11 its places with
 * their wishes' ids and first words, clusters below.
 */
export function wishMapQueryOptions(box: WishBox | null, followed: boolean) {
  return queryOptions({
    queryKey: wishKeys.area(box),
    enabled: box !== null,
    queryFn: ({ signal }) => mapWishes(sdkClient(), box!, { signal }),
    refetchInterval: followed ? false : UNFOLLOWED_REFRESH_MS,
  });
}

/**
 * What the map draws of the box it shows. A new box keeps the last one's wishes on the map
 * until its own arrive, so markers never blink out while the map moves.
 */
export function useWishMap(box: WishBox | null, followed: boolean) {
  return useQuery({ ...wishMapQueryOptions(box, followed), placeholderData: keepPreviousData });
}

/**
 * `GET /wish/cards`: these wishes whole (who, the window, the answers), in this order: what a
 * pin opens, and the list's first wishes. `keep` shows the last ids' cards until these arrive
 * (the list, as the map moves); a card opened shows at once the cards already held.
 */
export function useWishCards(ids: readonly number[], { keep = false } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: wishKeys.cards(ids),
    enabled: ids.length > 0,
    queryFn: ({ signal }) => getWishCards(sdkClient(), ids, { signal }),
    placeholderData: (previous) => (keep ? previous : heldCards(queryClient, ids)),
  });
}

/** These wishes' cards from those already asked for (the list's, a place's), if all are held. */
function heldCards(queryClient: QueryClient, ids: readonly number[]): WishCards | undefined {
  const held = new Map<number, Wish>();
  for (const [, data] of queryClient.getQueriesData<WishCards>({ queryKey: wishKeys.cardsAll })) {
    for (const wish of data?.wishes ?? []) held.set(wish.id, wish);
  }
  return ids.every((id) => held.has(id)) ? { wishes: ids.map((id) => held.get(id)!) } : undefined;
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
