import { ApiError } from '@app/sdk/http/api-error';
import { useNavigate } from 'react-router';
import { DownloadIcon } from '../../components/icons/admin-icons';
import { LogoutIcon } from '../../components/icons/admin-icons';
import { SettingsIcon, UserIcon } from '../../components/icons/app-icons';
import { BlockIcon } from '../../components/icons/secondary-icons';
import { CalendarIcon, HelpIcon, StarIcon } from '../../components/icons/ui-icons';
import { MenuList } from '../../components/member/menu-list';
import { signOutMember } from '../../features/member-auth/api/session';
import { turnPushOff } from '../../features/member-settings/api/push';
import { useDownloadMyData } from '../../features/member-settings/api/settings';
import { useSessionUser } from '../../lib/session';
import type { PageHandle } from '../../lib/meta';
import { memberPaths, paths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Ajustes', description: 'Tu cuenta, tu privacidad y la app.' },
};

/** Why the copy could not be made, in the API's words when it gave some (a 429, say). */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status !== undefined
    ? error.message
    : 'No hemos podido preparar tu copia. Inténtalo de nuevo.';
}

/** "Ajustes", reached from the top bar: the way to "Configuraciones de Perfil" and the rest. */
export function Component() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const download = useDownloadMyData();
  const signOut = async () => {
    // This browser stops hearing of the member first, while the session can still say so.
    await turnPushOff().catch(() => undefined);
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
            hint: 'Privacidad, notificaciones y eliminar cuenta',
            icon: <SettingsIcon size={20} />,
            to: memberPaths.profileSettings,
          },
          {
            label: 'Editar perfil',
            hint: 'Nombre, ciudad, intereses y fotos',
            icon: <UserIcon size={20} />,
            to: memberPaths.profileEdit,
          },
          {
            label: 'Personas bloqueadas',
            hint: 'Quién no te ve ni ves tú, y desbloquear',
            icon: <BlockIcon size={20} />,
            to: memberPaths.blocked,
          },
          {
            label: 'Calendario',
            hint: 'Tus planes en el calendario de tu móvil',
            icon: <CalendarIcon size={20} />,
            to: memberPaths.calendar,
          },
          {
            label: 'Descargar mis datos',
            hint: download.isPending
              ? 'Preparando tu copia…'
              : download.isError
                ? failureText(download.error)
                : 'Una copia de todo lo que guardamos de ti, en un ZIP',
            icon: <DownloadIcon size={20} />,
            busy: download.isPending,
            onClick: () => user && download.mutate(user.id),
          },
        ]}
      />
      <p role="status" className="visually-hidden">
        {download.isPending && 'Preparando tu copia…'}
        {download.isSuccess && 'Tu copia se ha descargado.'}
        {download.isError && failureText(download.error)}
      </p>
      <MenuList
        title="La app"
        rows={[
          {
            label: 'Ayuda',
            hint: 'Preguntas frecuentes y escribir al equipo',
            icon: <HelpIcon size={20} />,
            to: memberPaths.help,
          },
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
