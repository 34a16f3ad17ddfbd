import type { ActivitiesService } from '../activities/activities.service.js';
import type { ChatRef } from './chat.policy.js';

/**
 * Loads an activity's chat (its host and matched people) for the authorise step, through the
 * activities service: 404 when there is no such activity.
 */
export function chatLoader(activities: ActivitiesService) {
  return async ({ id }: { id: number }): Promise<ChatRef> => {
    const { hostId, userIds } = await activities.participants(id);
    return { activityId: id, hostId, memberIds: userIds.filter((userId) => userId !== hostId) };
  };
}
