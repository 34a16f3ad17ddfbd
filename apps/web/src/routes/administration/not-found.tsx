import { Link } from 'react-router';
import { PageHeader } from '../../components/admin/page-header';
import { Panel } from '../../components/admin/panel';
import { buttonClassName } from '../../components/ui/button';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';

export const handle: PageHandle = {
  meta: { title: 'Página no encontrada', description: 'Esta página del panel no existe.' },
};

/** An unknown address inside the staff area, for someone signed in. */
export function Component() {
  return (
    <>
      <PageHeader title="Página no encontrada" lead="Esta página del panel no existe." />
      <Panel>
        <Link to={adminPaths.dashboard} className={buttonClassName('primary')}>
          Ir al dashboard
        </Link>
      </Panel>
    </>
  );
}
