import type { Deploy } from '@app/contract/deploys';
import type { UsersService } from '../users/users.service.js';
import type { deploys } from './deploys.schema.js';

type DeployRow = typeof deploys.$inferSelect;
type Names = Awaited<ReturnType<UsersService['names']>>;

/** The deploys as staff list them: who uploaded each, and where to download its file. */
export function deployViews(rows: DeployRow[], uploaders: Names): Deploy[] {
  // An uploader whose account is gone is shown as nobody.
  const uploaderOf = (id: number | null) => {
    const found = id === null ? undefined : uploaders.get(id);
    return found ? { id: found.id, firstname: found.firstname } : null;
  };
  return rows.map((deploy) => ({
    id: deploy.id,
    appType: deploy.appType,
    version: deploy.version,
    size: deploy.size,
    sha256: deploy.sha256,
    originalName: deploy.originalName,
    uploadedBy: uploaderOf(deploy.uploadedBy),
    createdAt: deploy.createdAt.toISOString(),
    download: deploy.file ? `/api/admin/deploy/${deploy.id}/file` : null,
  }));
}
