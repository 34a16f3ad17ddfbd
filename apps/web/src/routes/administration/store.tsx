import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { storeItemsQueryOptions } from '../../features/admin-store/api/store-items';
import { MemberCoinsPanel } from '../../features/admin-store/components/member-coins-panel';
import { NewStoreItem } from '../../features/admin-store/components/new-store-item';
import { StoreCatalogue } from '../../features/admin-store/components/store-catalogue';
import { requireAccess } from '../../features/auth/route-guards';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { GENERAL_STAFF } from '../../lib/roles';

export const handle: PageHandle & CrumbHandle = {
  meta: {
    title: 'Tienda y monedas',
    description: 'El catálogo de la tienda y los ajustes de monedas de los miembros.',
  },
  crumb: { label: 'Tienda y monedas', to: adminPaths.store },
};

export async function loader() {
  await requireAccess(GENERAL_STAFF);
  await browserQueryClient().prefetchQuery(storeItemsQueryOptions());
  return null;
}

/** The store's catalogue (decision 0028) and staff adjustments of members' coins. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Tienda y monedas"
        lead="Lo que se compra con monedas, y los ajustes a mano del saldo de un miembro. Las monedas se ganan; nunca se venden."
      />
      <StoreCatalogue />
      <NewStoreItem />
      <MemberCoinsPanel />
    </>
  );
}
