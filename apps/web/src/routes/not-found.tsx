import { Link } from 'react-router';
import { Actions } from '../components/ui/actions';
import { buttonClassName } from '../components/ui/button';
import { PageIntro } from '../components/ui/page-intro';
import type { PageHandle } from '../lib/meta';
import { paths } from '../lib/paths';

export const handle: PageHandle = {
  meta: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o ha cambiado de dirección.',
  },
};

/** Any unknown address under /web (the server answers it with status 404). */
export function Component() {
  return (
    <PageIntro
      eyebrow="Error 404"
      title="Página no encontrada"
      lead="La página que buscas no existe o ha cambiado de dirección. Revisa el enlace o sigue por aquí:"
    >
      <Actions>
        <Link to={paths.home} className={buttonClassName('primary')}>
          Volver al inicio
        </Link>
        <Link to={paths.info} className={buttonClassName('secondary')}>
          Ver las funciones
        </Link>
      </Actions>
    </PageIntro>
  );
}
