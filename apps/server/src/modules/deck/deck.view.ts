import type { Deck, SwipeDecision } from '@app/contract/deck';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { swipeDecisions } from './deck.schema.js';

type DecisionRow = typeof swipeDecisions.$inferSelect;
type Card = Awaited<ReturnType<ActivitiesService['deck']>>[number];

/** A member's decision on an activity: which, and when. */
export const decisionView = (row: DecisionRow): SwipeDecision => ({
  activity: row.activityId,
  decision: row.decision,
  decidedAt: row.decidedAt.toISOString(),
});

/** A card of the deck: the activity, its distance (0.1 km), score and shared interest. */
export const cardView = (card: Card): Deck['data'][number] => ({
  activity: card.activity,
  distance_km: Math.round(card.distanceKm * 10) / 10,
  score: Math.round(card.score * 1000) / 1000,
  shared_interest: card.shared,
});
