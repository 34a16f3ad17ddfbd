/**
 * Who is asking, as every policy sees them: the signed-in user's id, roles and realtime token
 * (a request's `Session` is one). A guest is `null`, so each policy says what a guest may do.
 */
export type Actor = { userId: number; roles: readonly string[]; wstoken: string };

/** The staff roles of the spec (section 6). */
export const ROLES = { general: 'admin:general', dev: 'admin:dev' } as const;

export const hasRole = (actor: Actor | null, role: string): boolean =>
  actor !== null && actor.roles.includes(role);

/** General staff: they see private data and edit the site's texts and testimonials. */
export const isStaff = (actor: Actor | null): boolean => hasRole(actor, ROLES.general);
