import type {
  Deck,
  DeckDecision,
  deckQuery,
  SwipeResponse,
  UndoResponse,
} from '@app/contract/deck';
import type { Client } from '../client.js';
import type { ContractQuery } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';

/** `lat` and `lon` (both or neither: the member's city then), `km` (25), `limit` (10). */
export type DeckQuery = ContractQuery<typeof deckQuery>;

/**
 * `GET /activity/deck`: the next activities to decide on, best first (docs/decisions/0020),
 * and the decisions the member has left today.
 * @example const { data, decisions_left } = await getDeck(client, { lat: 40.41, lon: -3.7 });
 */
export function getDeck(
  client: Client,
  query: DeckQuery = {},
  options: CallOptions = {},
): Promise<Deck> {
  return client.request({ method: 'GET', path: '/activity/deck', query, ...options });
}

/**
 * `POST /activity/{id}/swipe`: `like` asks to join the activity (its host hears of it live),
 * `pass` hides it for 30 days on every device. 429 past the day's decisions.
 * @example const { petition } = await swipeActivity(client, card.activity.id, 'like');
 */
export function swipeActivity(
  client: Client,
  activityId: number,
  decision: DeckDecision,
  options: CallOptions = {},
): Promise<SwipeResponse> {
  return client.request({
    method: 'POST',
    path: `/activity/${activityId}/swipe`,
    body: { decision },
    ...options,
  });
}

/**
 * `POST /activity/deck/undo`: takes back the latest decision, once (a like's request is
 * withdrawn while unanswered); its activity comes back to the deck.
 * @example const { undone } = await undoSwipe(client);
 */
export function undoSwipe(client: Client, options: CallOptions = {}): Promise<UndoResponse> {
  return client.request({ method: 'POST', path: '/activity/deck/undo', ...options });
}
