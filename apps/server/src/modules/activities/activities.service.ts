import type { Db } from '../../db/database.js';
import { activitiesContext, type ActivitiesDependencies } from './activities.context.js';
import { activityQueries } from './activities.queries.js';
import { deckCandidates } from './deck-candidates.js';
import { hosting } from './hosting.js';
import { planChat } from './plan-chat.js';
import { planList } from './plan-list.js';
import { planSeriesUseCases } from './series.js';

export {
  LIST_TOTAL_AHEAD,
  type ActivitiesDependencies,
  type ActivityFilter,
  type ActivityInput,
  type ActivitySummary,
} from './activities.context.js';

/**
 * Plans: one file per use case over a shared context (activities.context.ts): reading them
 * (activities.queries.ts, what other modules call), hosting, series, the list, the deck's candidates
 * and the chat's numbering. The public service is their union.
 */
export function createActivitiesService(db: Db, deps: ActivitiesDependencies) {
  const context = activitiesContext(db, deps);
  const hosted = hosting(context);
  return {
    ...activityQueries(context),
    ...hosted,
    ...planSeriesUseCases(context, hosted),
    ...planList(context),
    ...deckCandidates(context),
    ...planChat(context),
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
