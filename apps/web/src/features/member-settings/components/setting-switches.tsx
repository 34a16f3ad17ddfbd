import {
  MEMBER_SETTINGS,
  settingOn,
  type MemberSetting,
  type SettingSection,
} from '@app/contract/configurations';
import type { OwnUser } from '@app/contract/users';
import { SwitchField } from '../../../components/form/switch-field';
import { useSaveSetting } from '../api/settings';
import styles from './settings.module.css';

const TITLES: Record<SettingSection, string> = {
  privacy: 'Privacidad',
  reminders: 'Recordatorios',
};

/**
 * A card of "Configuraciones de Perfil" (its `section`'s switches: privacy, or reminders of
 * plans), each saved through `/config` as it changes. While one saves it shows the new
 * state; a refusal puts it back.
 */
export function SettingSwitches({ user, section }: { user: OwnUser; section: SettingSection }) {
  const save = useSaveSetting();
  const pending = save.isPending ? save.variables : undefined;
  const keys = (Object.keys(MEMBER_SETTINGS) as MemberSetting[]).filter(
    (key) => MEMBER_SETTINGS[key].section === section,
  );
  return (
    <section className={styles.card} aria-labelledby={`${section}-title`}>
      <h2 id={`${section}-title`} className={styles.cardTitle}>
        {TITLES[section]}
      </h2>
      <div className={styles.switches}>
        {keys.map((key) => {
          const on = pending?.key === key ? pending.on : settingOn(user.configurations, key);
          return (
            <SwitchField
              key={key}
              id={`setting-${key}`}
              label={MEMBER_SETTINGS[key].label}
              hint={MEMBER_SETTINGS[key].hint}
              checked={on}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ key, on: event.target.checked })}
            />
          );
        })}
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          No hemos podido guardar el cambio. Inténtalo de nuevo.
        </p>
      )}
    </section>
  );
}
