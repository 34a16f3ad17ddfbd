import type { Actor } from '../auth/actor.js';

/** An activity as the attendance rules see it: its host, and whether the caller holds a place. */
export type AttendanceRef = { hostId: number; matched: boolean };

const isHost = (actor: Actor | null, ref: AttendanceRef) => actor?.userId === ref.hostId;

/** The host sees everyone's attendance; a participant their own. */
export const canView = (actor: Actor | null, ref: AttendanceRef): boolean =>
  isHost(actor, ref) || (actor !== null && ref.matched);

/** Only the host marks who came. */
export const canMark = (actor: Actor | null, ref: AttendanceRef): boolean => isHost(actor, ref);

/** Only someone who held a place says whether it took place. */
export const canConfirm = (actor: Actor | null, ref: AttendanceRef): boolean =>
  actor !== null && !isHost(actor, ref) && ref.matched;
