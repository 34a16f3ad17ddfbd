import type { Actor } from '../auth/actor.js';

/** What the activity rules need to know of an activity. */
export type ActivityRef = { hostId: number };

const isHost = (actor: Actor | null, activity: ActivityRef) => actor?.userId === activity.hostId;

/** Any signed-in person sees an activity (blocking will be one more condition here). */
export const canView = (actor: Actor | null, _activity: ActivityRef): boolean => actor !== null;

/** Only the host edits an activity; staff do not (security-and-reliability.md). */
export const canUpdate = (actor: Actor | null, activity: ActivityRef): boolean =>
  isHost(actor, activity);

/** Only the host deletes it. */
export const canDelete = (actor: Actor | null, activity: ActivityRef): boolean =>
  isHost(actor, activity);
