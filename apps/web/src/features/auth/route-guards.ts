import { redirect } from 'react-router';
import type { RoleRequirement } from '../../lib/roles';
import { adminPaths } from '../../lib/paths';
import { sdkClient } from '../../lib/sdk-client';
import { restoreSession } from '../../lib/session';
import { checkAccess } from './access';

/**
 * For the loader of a protected page: throws the redirect when the visitor may not see it
 * (nobody signed in: the login; missing roles: the dashboard).
 * @example export const loader = () => requireAccess(DEPLOY_ROLES);
 */
export async function requireAccess(requirement?: RoleRequirement): Promise<void> {
  const decision = await checkAccess(sdkClient(), requirement);
  if (decision === 'login') throw redirect(adminPaths.login);
  if (decision === 'dashboard') throw redirect(adminPaths.dashboard);
}

/**
 * For the login's loader: someone already signed in (or with a saved session) goes straight
 * to the dashboard. When the server cannot be reached the login shows, and says so.
 */
export async function redirectSignedIn(): Promise<void> {
  const user = await restoreSession(sdkClient()).catch(() => undefined);
  if (user) throw redirect(adminPaths.dashboard);
}
