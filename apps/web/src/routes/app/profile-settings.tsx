import { AppearanceCard } from '../../features/member-settings/components/appearance-card';
import { DeleteAccount } from '../../features/member-settings/components/delete-account';
import { PushSwitch } from '../../features/member-settings/components/push-switch';
import { SettingSwitches } from '../../features/member-settings/components/setting-switches';
import type { PageHandle } from '../../lib/meta';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Configuraciones de Perfil',
    description: 'Qué ven los demás de ti, tus notificaciones, la apariencia y eliminar tu cuenta.',
  },
};

/**
 * "Configuraciones de Perfil": the switches saved through `/config` (privacy; reminders of
 * plans, issue 38), notifications in this browser (Web Push), «Apariencia» (the colour scheme,
 * in this browser), and "Eliminar cuenta".
 */
export function Component() {
  const user = useSessionUser();
  if (!user) return null; // The layout sends a signed-out visitor to the door.
  return (
    <div className={styles.stack}>
      <SettingSwitches user={user} section="privacy" />
      <PushSwitch userId={user.id} />
      <SettingSwitches user={user} section="reminders" />
      <AppearanceCard />
      <DeleteAccount userId={user.id} />
    </div>
  );
}
