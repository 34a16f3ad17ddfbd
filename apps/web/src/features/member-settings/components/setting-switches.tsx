import { MEMBER_SETTINGS, settingOn, type MemberSetting } from '@app/contract/configurations';
import type { OwnUser } from '@app/contract/users';
import { SwitchField } from '../../../components/form/switch-field';
import { useSaveSetting } from '../api/settings';
import styles from './settings.module.css';

/**
 * The switches of "Configuraciones de Perfil", each saved through `/config` as it changes.
 * While one saves it shows the new state; a refusal puts it back.
 */
export function SettingSwitches({ user }: { user: OwnUser }) {
  const save = useSaveSetting();
  const pending = save.isPending ? save.variables : undefined;
  return (
    <section className={styles.card} aria-labelledby="privacy-title">
      <h2 id="privacy-title" className={styles.cardTitle}>
        Privacidad
      </h2>
      <div className={styles.switches}>
        {(Object.keys(MEMBER_SETTINGS) as MemberSetting[]).map((key) => {
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
