import type { Role } from '@app/contract/constants';

/** What a page asks of the user's roles (spec, section 6). */
export type RoleRequirement =
  /** A listed set: any one of them is enough. */
  | { anyOf: readonly Role[] }
  /** Roles required without a list: every one is needed. */
  | { allOf: readonly Role[] };

/** APK deploys: general staff or developers. */
export const DEPLOY_ROLES: RoleRequirement = { anyOf: ['admin:general', 'admin:dev'] };

/** Texts and testimonials moderation: general staff only (as the server decides). */
export const GENERAL_STAFF: RoleRequirement = { allOf: ['admin:general'] };

/**
 * Whether a user's roles meet a requirement; no requirement is met by anyone.
 * @example meetsRoles(['admin:dev'], DEPLOY_ROLES) // true
 */
export function meetsRoles(
  roles: readonly string[],
  requirement: RoleRequirement | undefined,
): boolean {
  if (!requirement) return true;
  return 'anyOf' in requirement
    ? requirement.anyOf.some((role) => roles.includes(role))
    : requirement.allOf.every((role) => roles.includes(role));
}

/** The roles a requirement names. */
export const requiredRoles = (requirement: RoleRequirement): readonly Role[] =>
  'anyOf' in requirement ? requirement.anyOf : requirement.allOf;
