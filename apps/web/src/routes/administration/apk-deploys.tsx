import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { requireAccess } from '../../features/auth/route-guards';
import { adminPaths } from '../../lib/paths';
import { DEPLOY_ROLES } from '../../lib/roles';

export const handle: CrumbHandle = {
  crumb: { label: 'APK Deploys', to: adminPaths.apkDeploys },
};

/** APK deploys and their creation: admin:general or admin:dev (spec, section 6). */
export async function loader() {
  await requireAccess(DEPLOY_ROLES);
  return null;
}
