import type { Actor } from '../auth/actor.js';

/** What the wish rules need to know of a wish. */
export type WishRef = { userId: number };

const isOwner = (actor: Actor | null, wish: WishRef) => actor?.userId === wish.userId;

/** Any signed-in member sees and answers others' wishes (blocking will be one more condition). */
export const canAnswer = (actor: Actor | null, _wish: WishRef): boolean => actor !== null;

/** Only the wisher withdraws a wish; staff do not. */
export const canRemove = (actor: Actor | null, wish: WishRef): boolean => isOwner(actor, wish);

/** Only the wisher turns it into an activity. */
export const canConvert = (actor: Actor | null, wish: WishRef): boolean => isOwner(actor, wish);
