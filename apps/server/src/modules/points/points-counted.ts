import type { PointKind } from '@app/contract/ranking';
import type { Emit } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';

/**
 * A fact that counted for a member's points (decision 0034: verified, its plan ended, within
 * their day's three and the pair rule): what gives their coins and moves their challenges,
 * inside the transaction that counted it. A fact held or capped emits nothing.
 */
export type PointsCounted = {
  userId: number;
  /** Attending the activity, or hosting it. */
  kind: PointKind;
  /** The activity as it stands at the count. */
  activity: Awaited<ReturnType<ActivitiesService['get']>>;
  /** The counting transaction's realtime events, sent once it commits. */
  emit: Emit;
};
