import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { requireAccess } from '../../features/auth/route-guards';
import { reportsQueryOptions } from '../../features/moderation/api/reports';
import { ModerationLog } from '../../features/moderation/components/moderation-log';
import { ModerationQueue } from '../../features/moderation/components/moderation-queue';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: { title: 'Denuncias', description: 'La cola de moderación y su registro.' },
  crumb: { label: 'Denuncias', to: adminPaths.reports },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  await browserQueryClient().prefetchQuery(reportsQueryOptions('open'));
  return null;
}

/** The moderation queue (decision 0024) and the log of every decision. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Denuncias"
        lead="Lo que la comunidad nos cuenta, tal como estaba al denunciarlo. Cada decisión queda registrada con su motivo."
      />
      <ModerationQueue />
      <ModerationLog />
    </>
  );
}
