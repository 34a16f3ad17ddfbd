import { isStaff, type Actor } from '../auth/actor.js';

/** The moderation queue and its decisions are general staff's (admin:general). */
export const canModerate = (actor: Actor | null): boolean => isStaff(actor);
