import { isStaff, type Actor } from '../auth/actor.js';

/** Sponsors, events and challenges are general staff's (admin:general) to manage. */
export const canManageSponsors = (actor: Actor | null): boolean => isStaff(actor);
