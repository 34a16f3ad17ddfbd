import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService, MatchRow } from './matches.service.js';

/** A match with the host of its activity: what match.policy asks about. */
export type MatchResource = MatchRow & { hostId: number };

/**
 * Loads a match for the authorise step, through the matches and activities services: 404 when
 * either is gone.
 */
export function matchLoader(matches: MatchesService, activities: ActivitiesService) {
  return async ({ id }: { id: number }): Promise<MatchResource> => {
    const match = await matches.get(id);
    const { hostId } = await activities.get(match.activityId);
    return { ...match, hostId };
  };
}
