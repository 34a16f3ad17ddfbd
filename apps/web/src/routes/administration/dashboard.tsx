import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { Panel } from '../../components/admin/panel';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import { site } from '../../lib/site';

export const handle: PageHandle & CrumbHandle = {
  meta: { title: 'Dashboard', description: 'El panel de administración.' },
  crumb: { label: 'Dashboard', to: adminPaths.dashboard },
};

/** The dashboard (spec, section 2): a welcome, for any signed-in user. */
export function Component() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader
        title="Dashboard"
        lead={`Hola, ${user?.firstname ?? ''}. Te damos la bienvenida al panel de ${site.productName}.`}
      />
      <Panel>
        <p>
          Desde el menú puedes abrir las secciones a las que tienes acceso. Si echas en falta
          alguna, pide a una persona del equipo que revise tus permisos.
        </p>
      </Panel>
    </>
  );
}
