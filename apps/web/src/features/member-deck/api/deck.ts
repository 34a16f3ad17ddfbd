import type { DeckCard, SwipeResponse, UndoResponse } from '@app/contract/deck';
import { getDeck, swipeActivity, undoSwipe, type DeckQuery } from '@app/sdk/calls/deck';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import type { SwipeDirection } from '../swipe-gesture';
import { activityKeys } from '../../../lib/query-keys';
import { deckKeys } from './keys';

/**
 * `GET /activity/deck`: the next cards around a point (or the member's city). Kept fresh by
 * the deck itself, which asks again when few cards are left: never refetched on focus, so
 * the card under a member's thumb does not change.
 */
export function useDeck(query: DeckQuery) {
  return useQuery({
    queryKey: deckKeys.deck(query),
    queryFn: ({ signal }) => getDeck(sdkClient(), query, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * A decision on a card, and the undo of the latest. Both change what the member's lists and
 * requests hold, so those are asked again.
 */
export function useDeckDecisions() {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: activityKeys.lists });
  const swipe = useMutation<SwipeResponse, Error, { card: DeckCard; decision: SwipeDirection }>({
    mutationFn: ({ card, decision }) => swipeActivity(sdkClient(), card.activity.id, decision),
    onSuccess: refreshLists,
  });
  const undo = useMutation<UndoResponse, Error, void>({
    mutationFn: () => undoSwipe(sdkClient()),
    onSuccess: refreshLists,
  });
  return { swipe, undo };
}
