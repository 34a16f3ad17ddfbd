import { isStaff, type Actor } from '../auth/actor.js';

/** Staff see everyone's feedback; others only their own. */
export const canSeeAll = (actor: Actor | null): boolean => isStaff(actor);

/** Staff publish an entry as a testimonial on the website, or withdraw it. */
export const canPublish = (actor: Actor | null): boolean => isStaff(actor);
