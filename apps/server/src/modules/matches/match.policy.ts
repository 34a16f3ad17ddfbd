import type { Actor } from '../auth/actor.js';

/** A match as its rules see it: the matched person and the host of the activity. */
export type MatchRef = { userId: number; hostId: number };

const involved = (actor: Actor | null, match: MatchRef) =>
  actor !== null && (actor.userId === match.userId || actor.userId === match.hostId);

/** The matched person and the host see a match. */
export const canView = (actor: Actor | null, match: MatchRef): boolean => involved(actor, match);

/** The matched person leaves, or the host removes them. */
export const canRemove = (actor: Actor | null, match: MatchRef): boolean => involved(actor, match);

/** Writing "through the match" is the matched person's way into the chat, not the host's. */
export const canWriteThrough = (actor: Actor | null, match: MatchRef): boolean =>
  actor?.userId === match.userId;
