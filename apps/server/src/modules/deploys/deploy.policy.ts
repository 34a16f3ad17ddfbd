import { hasRole, ROLES, type Actor } from '../auth/actor.js';

/** Uploading, listing and downloading builds: admin:general or admin:dev (spec, section 6). */
export const canDeploy = (actor: Actor | null): boolean =>
  hasRole(actor, ROLES.general) || hasRole(actor, ROLES.dev);
