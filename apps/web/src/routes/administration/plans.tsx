import type { LoaderFunctionArgs } from 'react-router';
import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import {
  planGrantsQueryOptions,
  planHoldersQueryOptions,
} from '../../features/admin-plans/api/plans';
import { GrantHistory } from '../../features/admin-plans/components/grant-history';
import { GrantPlan } from '../../features/admin-plans/components/grant-plan';
import { PlanHolders } from '../../features/admin-plans/components/plan-holders';
import { MEMBER_PARAM } from '../../features/admin-plans/lib/history-link';
import { memberNumberOf } from '../../features/admin-plans/lib/plan-grant-form';
import { requireAccess } from '../../features/auth/route-guards';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: {
    title: 'Planes',
    description: 'Los miembros con Move o Premium, los planes que da el equipo y su historial.',
  },
  crumb: { label: 'Planes', to: adminPaths.plans },
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(GENERAL_STAFF);
  const userId = memberNumberOf(new URL(request.url).searchParams.get(MEMBER_PARAM));
  const queryClient = browserQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(planHoldersQueryOptions()),
    queryClient.prefetchQuery(planGrantsQueryOptions(1, userId)),
  ]);
  return null;
}

/** Move and Premium (decision 0029): who holds a plan, staff grants, and their audit. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Planes"
        lead="Move y Premium se pagan con el proveedor de pagos. El equipo también puede dar un plan durante un tiempo; cada concesión queda registrada con quién la dio y por qué."
      />
      <PlanHolders />
      <GrantPlan />
      <GrantHistory />
    </>
  );
}
