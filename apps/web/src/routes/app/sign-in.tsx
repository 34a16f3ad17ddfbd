import { Link, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Notice } from '../../components/ui/notice';
import { SignInForm } from '../../features/member-auth/components/sign-in-form';
import { nextPage } from '../../features/member-auth/route-guards';
import type { PageHandle } from '../../lib/meta';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import styles from './guest-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Iniciar sesión', description: `Entra en ${site.productName}.` },
};

/** Where a finished password change lands, saying so. */
export type SignInState = { notice?: string };

/** "Iniciar sesión", then the page that was asked for or Descubrir. */
export function Component() {
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: SignInState | null };
  return (
    <AuthLayout
      title="Iniciar sesión"
      lead="Con el correo o el teléfono de tu cuenta."
      footer={
        <p className={styles.footer}>
          <Link to={paths.home}>Ir a la web pública</Link>
        </p>
      }
    >
      {state?.notice && <Notice className={styles.notice}>{state.notice}</Notice>}
      <SignInForm onSignedIn={() => void navigate(nextPage(search), { replace: true })} />
    </AuthLayout>
  );
}
