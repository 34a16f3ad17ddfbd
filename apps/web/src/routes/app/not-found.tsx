import { Link } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';

export const handle: PageHandle = {
  meta: { title: 'Página no encontrada', description: 'Esta página de la app no existe.' },
};

/** An unknown address inside the app. */
export function Component() {
  return (
    <EmptyState
      title="Esta página no existe"
      text="Puede que el enlace esté mal escrito o que la página ya no esté."
    >
      <Link to={memberPaths.discover} className={buttonClassName('primary')}>
        Ir a Descubrir
      </Link>
    </EmptyState>
  );
}
