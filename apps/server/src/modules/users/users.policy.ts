/**
 * Who may do what with a user (security-and-reliability.md, "Who may touch what"). One place,
 * so every route asks the same question the same way.
 */
export type Actor = { userId: number; roles: readonly string[] };

export const isStaff = (actor: Actor) => actor.roles.includes('admin:general');

export const userPolicy = {
  /** Contact data, roles, configurations and counters: the owner and general staff. */
  seePrivate: (actor: Actor | undefined, userId: number) =>
    actor !== undefined && (actor.userId === userId || isStaff(actor)),
  /** Changing a profile, its avatar and photos: the owner only. */
  change: (actor: Actor, userId: number) => actor.userId === userId,
  /** Deleting an account: the owner, or general staff. */
  remove: (actor: Actor, userId: number) => actor.userId === userId || isStaff(actor),
};

/** APK deploys: admin:general or admin:dev (spec, section 6: any one of the listed roles). */
export const canDeploy = (actor: Actor) =>
  actor.roles.includes('admin:general') || actor.roles.includes('admin:dev');
