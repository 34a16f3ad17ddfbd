import type { Client } from '@app/sdk/client';
import type { OwnUser } from '@app/contract/users';
import { meetsRoles, requiredRoles, type RoleRequirement } from '../../lib/roles';
import { restoreSession } from '../../lib/session';
import { signOut } from './api/sign-out';

/** The role whose absence ends the session instead of redirecting (spec, section 4). */
export const EMPLOYEE_ROLE = 'employee';

/**
 * Where a visitor of a protected page goes (spec, section 4):
 * - `login`: nobody is signed in;
 * - `logout`: the page requires 'employee' and the user is not one: sign out, then login;
 * - `dashboard`: the user lacks the page's roles;
 * - `allow`: the page shows.
 * @example decideAccess({ roles: ['admin:dev'] }, DEPLOY_ROLES) // 'allow'
 */
export function decideAccess(
  user: Pick<OwnUser, 'roles'> | undefined,
  requirement?: RoleRequirement,
): 'allow' | 'login' | 'logout' | 'dashboard' {
  if (!user) return 'login';
  if (meetsRoles(user.roles, requirement)) return 'allow';
  if (requirement && requiredRoles(requirement).includes(EMPLOYEE_ROLE)) return 'logout';
  return 'dashboard';
}

/**
 * Restores the session if needed, decides, and carries out a logout decision: the local token
 * and user are cleared even when the logout call fails. Answers where to go.
 * @example if ((await checkAccess(client, DEPLOY_ROLES)) === 'dashboard') navigate(...)
 */
export async function checkAccess(
  client: Client,
  requirement?: RoleRequirement,
): Promise<'allow' | 'login' | 'dashboard'> {
  const decision = decideAccess(await restoreSession(client), requirement);
  if (decision !== 'logout') return decision;
  await signOut(client);
  return 'login';
}
