import type { OwnUser } from '@app/contract/users';
import { PROFILE_RULES, profileProgress, type ProfileGap } from '@app/sdk/rules/profile';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { memberPaths } from '../../../lib/paths';
import styles from './profile.module.css';
import { plural } from '@app/contract/spanish-plural';

/** What each missing part asks for, and where on the edit page it is done. */
function gapText(gap: ProfileGap): { text: string; anchor: string } {
  switch (gap.part) {
    case 'firstname':
      return {
        text: `Escribe tu nombre completo (más de ${PROFILE_RULES.firstnameLongerThan} letras)`,
        anchor: 'datos',
      };
    case 'interests':
      return {
        text: `Elige ${plural(gap.missing, 'interés')} más en las listas que cuentan`,
        anchor: 'intereses',
      };
    case 'avatar':
      return { text: 'Sube una foto de perfil', anchor: 'foto' };
  }
}

/**
 * The completeness rule of spec section 5 as a meter, with what is missing, each a link to
 * where it is filled in. A complete profile gets a short line instead.
 */
export function CompletenessMeter({ user }: { user: OwnUser }) {
  const { percent, gaps } = profileProgress(user);
  if (gaps.length === 0) {
    return (
      <p className={styles.complete}>
        <CheckIcon size={18} />
        Perfil completo
      </p>
    );
  }
  return (
    <section className={styles.meter} aria-labelledby="meter-title">
      <div className={styles.meterHead}>
        <h2 id="meter-title" className={styles.meterTitle}>
          Completa tu perfil
        </h2>
        <span className={styles.percent}>{percent} %</span>
      </div>
      <progress className={styles.progress} max={100} value={percent} aria-labelledby="meter-title">
        {percent} %
      </progress>
      <p className={styles.meterLead}>Con el perfil completo te encuentran y te aceptan antes.</p>
      <ul className={styles.gaps}>
        {gaps.map((gap) => {
          const { text, anchor } = gapText(gap);
          return (
            <li key={gap.part}>
              <Link to={`${memberPaths.profileEdit}#${anchor}`}>{text}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
