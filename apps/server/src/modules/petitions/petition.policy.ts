import type { Actor } from '../auth/actor.js';

/** What the petition rules need to know of a petition. */
export type PetitionRef = { fromUserId: number; toUserId: number };

/** Anyone signed in petitions an activity, except its own host. */
export const canSend = (actor: Actor | null, activity: { hostId: number }): boolean =>
  actor !== null && actor.userId !== activity.hostId;

/** Only the host of the petition's activity (to whom it was sent) answers it. */
export const canAnswer = (actor: Actor | null, petition: PetitionRef): boolean =>
  actor?.userId === petition.toUserId;

/** Only its sender withdraws a petition. */
export const canWithdraw = (actor: Actor | null, petition: PetitionRef): boolean =>
  actor?.userId === petition.fromUserId;
