import { AuthLayout } from '../../components/layout/auth-layout';
import { redirectSignedIn } from '../../features/auth/route-guards';
import { LoginForm } from '../../features/auth/components/login-form';
import type { PageHandle } from '../../lib/meta';
import { site } from '../../lib/site';

export const handle: PageHandle = {
  meta: {
    title: 'Acceso del personal',
    description: `Acceso al panel de administración de ${site.productName}.`,
  },
};

/** Someone signed in goes straight to the dashboard (spec, section 2). */
export async function loader() {
  await redirectSignedIn();
  return null;
}

/** The staff login (/web/administration): the card titled admin. */
export function Component() {
  return (
    <AuthLayout
      title="admin"
      lead={`Acceso para el equipo de ${site.productName}. Entra con tu correo y tu contraseña.`}
    >
      <LoginForm />
    </AuthLayout>
  );
}
