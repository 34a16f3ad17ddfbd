import type { DeckQuery } from '@app/sdk/calls/deck';

/** The deck, by its filters. */
export const deckKeys = { deck: (query: DeckQuery) => ['deck', query] as const };
