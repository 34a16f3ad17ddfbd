import type { Actor } from '../auth/actor.js';

/** An activity as the result rules see it: its host, and whether the caller holds a place. */
export type ResultRef = { hostId: number; matched: boolean };

/** Anyone signed in who may see the activity sees its result. */
export const canView = (actor: Actor | null, _ref: ResultRef): boolean => actor !== null;

/**
 * The host and the people in it report a result and answer one; which side may answer is the
 * service's question, as it depends on the report.
 */
export const canTake = (actor: Actor | null, ref: ResultRef): boolean =>
  actor !== null && (actor.userId === ref.hostId || ref.matched);
