import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { requireAccess } from '../../features/auth/route-guards';
import { failedDeliveriesQueryOptions } from '../../features/deliveries/api/failed-deliveries';
import { FailedDeliveries } from '../../features/deliveries/components/failed-deliveries';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: {
    title: 'Envíos',
    description: 'Los correos, SMS y avisos que no se pudieron entregar tras todos los reintentos.',
  },
  crumb: { label: 'Envíos', to: adminPaths.deliveries },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  await browserQueryClient().prefetchQuery(failedDeliveriesQueryOptions(1));
  return null;
}

/**
 * What never went out (decision 0043), on a page of its own: the spec keeps the dashboard as
 * it is, and general staff find here who could not be reached and what the provider said.
 */
export function Component() {
  return (
    <>
      <PageHeader
        title="Envíos"
        lead="Los códigos y avisos se envían en segundo plano y se reintentan solos; aquí quedan los que fallaron en todos los intentos."
      />
      <FailedDeliveries />
    </>
  );
}
