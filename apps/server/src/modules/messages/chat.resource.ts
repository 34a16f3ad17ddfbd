import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { ChatRef } from './chat.policy.js';

/**
 * Loads an activity's chat (its host and matched people) through the activities and matches
 * services: 404 when there is no such activity.
 */
export function chatLoader(activities: ActivitiesService, matches: MatchesService) {
  return async ({ id }: { id: number }): Promise<ChatRef> => {
    const { hostId } = await activities.get(id);
    return { activityId: id, hostId, memberIds: await matches.memberIds(id) };
  };
}
