import type { Actor } from '../auth/actor.js';

/** A browser's subscription is its member's alone: only they take it back (staff neither). */
export const canRemove = (actor: Actor | null, subscription: { userId: number }): boolean =>
  actor !== null && actor.userId === subscription.userId;
