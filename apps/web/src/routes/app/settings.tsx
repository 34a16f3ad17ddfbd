import { useNavigate } from 'react-router';
import { LogoutIcon } from '../../components/icons/admin-icons';
import { SettingsIcon, UserIcon } from '../../components/icons/app-icons';
import { StarIcon } from '../../components/icons/ui-icons';
import { MenuList } from '../../components/member/menu-list';
import { signOutMember } from '../../features/member-auth/api/session';
import type { PageHandle } from '../../lib/meta';
import { memberPaths, paths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Ajustes', description: 'Tu cuenta, tu privacidad y la app.' },
};

/** "Ajustes", reached from the top bar: the way to "Configuraciones de Perfil" and the rest. */
export function Component() {
  const navigate = useNavigate();
  const signOut = async () => {
    await signOutMember().catch(() => undefined); // The SDK forgets the session either way.
    await navigate(memberPaths.welcome, { replace: true });
  };
  return (
    <div className={styles.stack}>
      <MenuList
        title="Cuenta"
        rows={[
          {
            label: 'Configuraciones de Perfil',
            hint: 'Privacidad y eliminar cuenta',
            icon: <SettingsIcon size={20} />,
            to: memberPaths.profileSettings,
          },
          {
            label: 'Editar perfil',
            hint: 'Nombre, ciudad, intereses y fotos',
            icon: <UserIcon size={20} />,
            to: memberPaths.profileEdit,
          },
        ]}
      />
      <MenuList
        title="La app"
        rows={[
          {
            label: 'Valorar la app',
            hint: 'Cuéntanos qué te parece',
            icon: <StarIcon size={20} />,
            to: memberPaths.feedback,
          },
          { label: 'Términos y condiciones', to: paths.terms, external: true },
          { label: 'Política de privacidad', to: paths.privacy, external: true },
        ]}
      />
      <MenuList
        title="Sesión"
        rows={[
          { label: 'Cerrar sesión', icon: <LogoutIcon size={20} />, onClick: () => void signOut() },
        ]}
      />
    </div>
  );
}
