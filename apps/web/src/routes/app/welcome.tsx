import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { buttonClassName } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import type { AccountDeletedState } from '../../features/member-settings/components/delete-account';
import type { PageHandle } from '../../lib/meta';
import { memberPaths, paths } from '../../lib/paths';
import { site } from '../../lib/site';
import styles from './guest-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Entrar',
    description: `Crea tu cuenta o inicia sesión en ${site.productName}.`,
  },
};

/** The app's door for guests: join, or sign in. A page asked for is kept for afterwards. */
export function Component() {
  const { search, state } = useLocation() as {
    search: string;
    state: AccountDeletedState | null;
  };
  return (
    <AuthLayout
      title={`Te damos la bienvenida a ${site.productName}`}
      lead={`${site.tagline}. Encuentra gente cerca con tus mismas ganas y quedad hoy mismo.`}
    >
      {state?.notice && <Notice className={styles.notice}>{state.notice}</Notice>}
      <div className={styles.doors}>
        <Link to={memberPaths.join + search} className={buttonClassName('primary')}>
          Crear cuenta
        </Link>
        <Link to={memberPaths.signIn + search} className={buttonClassName('secondary')}>
          Iniciar sesión
        </Link>
      </div>
      <p className={styles.fine}>
        Para mayores de 18 años. Al crear tu cuenta aceptas los{' '}
        <Link to={paths.terms}>términos y condiciones</Link>.
      </p>
    </AuthLayout>
  );
}
