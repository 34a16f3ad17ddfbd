import { isStaff, type Actor } from '../auth/actor.js';

/** The catalogue is general staff's (admin:general) to manage. */
export const canManageStore = (actor: Actor | null): boolean => isStaff(actor);
