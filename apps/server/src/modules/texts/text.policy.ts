import { isStaff, type Actor } from '../auth/actor.js';

/** Changing the interface texts every client shows: general staff. */
export const canEdit = (actor: Actor | null): boolean => isStaff(actor);
