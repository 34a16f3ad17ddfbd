import { isStaff, type Actor } from '../auth/actor.js';

/** A user as the rules see them: who they are. */
export type UserRef = { id: number };

const isSelf = (actor: Actor | null, user: UserRef) => actor?.userId === user.id;

/** Any signed-in person sees a public profile. */
export const canView = (actor: Actor | null, _user: UserRef): boolean => actor !== null;

/** Contact data, roles, configurations and counters: the owner and general staff. */
export const canSeePrivate = (actor: Actor | null, user: UserRef): boolean =>
  isSelf(actor, user) || isStaff(actor);

/** Changing a profile: the owner only (staff neither). */
export const canUpdate = (actor: Actor | null, user: UserRef): boolean => isSelf(actor, user);

/** Deleting an account: the owner, or general staff. */
export const canDelete = (actor: Actor | null, user: UserRef): boolean =>
  isSelf(actor, user) || isStaff(actor);

/**
 * Downloading a copy of one's data ("Descargar mis datos"): the owner only. Staff see a
 * profile's private fields, but a copy of someone's messages, petitions and sessions is theirs
 * alone to take.
 */
export const canExport = (actor: Actor | null, user: UserRef): boolean => isSelf(actor, user);

/** Finding members by name, e-mail or phone (the staff's member finder): general staff. */
export const canFindMembers = (actor: Actor | null): boolean => isStaff(actor);
