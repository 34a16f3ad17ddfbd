import { RELIABILITY_MIN, RELIABILITY_WINDOW } from '@app/contract/attendance';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { memberPaths } from '../../../lib/paths';
import { useReferenceData } from '../../../lib/reference-data';
import { levelText } from '../../../lib/level-text';
import { useSportsProfile } from '../api/sports';
import styles from './sports-profile.module.css';
import { formatNumber, formatPercent } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

/**
 * "Perfil deportivo" (decision 0027): the level in each discipline on the 0–7 scale with how
 * reliable it is, and reliability as a participant (verified attendances of the last 20 plans
 * that took place). `own` offers the level test.
 */
export function SportsProfile({ userId, own }: { userId: number; own: boolean }) {
  const profile = useSportsProfile(userId);
  const concepts = useReferenceData().data?.concepts ?? [];
  const names = new Map(
    (concepts.find((concept) => concept.code === 'disciplines')?.options ?? []).map((option) => [
      option.id,
      option.name,
    ]),
  );
  if (!profile.data) return null;
  const { reliability, levels } = profile.data;
  return (
    <section className={styles.section} aria-labelledby="sports-title">
      <h2 id="sports-title" className={styles.title}>
        Perfil deportivo
      </h2>
      <p className={styles.reliability}>
        <strong>Fiabilidad como participante:</strong>{' '}
        {reliability.percent === null
          ? `sin datos (hacen falta ${RELIABILITY_MIN} planes celebrados)`
          : `${formatPercent(reliability.percent)} (${formatNumber(reliability.verified)} de ${plural(reliability.total, 'plan', 'planes')}, de sus últimos ${RELIABILITY_WINDOW})`}
      </p>
      {levels.length > 0 ? (
        <ul className={styles.levels} aria-label="Niveles">
          {levels.map((level) => (
            <li key={level.discipline_option_id} className={styles.level}>
              <span className={styles.value}>
                <span className="visually-hidden">Nivel </span>
                {levelText(level.level)}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>
                  {names.get(level.discipline_option_id) ?? 'Disciplina'}
                </span>
                <span className={styles.detail}>
                  Fiabilidad del nivel {formatPercent(level.reliability)} ·{' '}
                  {level.results === 0 ? 'según el test' : plural(level.results, 'resultado')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          {own
            ? 'Aún no tienes nivel en ningún deporte. Haz el test: son cuatro preguntas.'
            : 'Aún no tiene nivel en ningún deporte.'}
        </p>
      )}
      {own && (
        <Link
          to={`${memberPaths.profile}?nivel`}
          className={buttonClassName('secondary', { className: styles.action })}
        >
          {levels.length > 0 ? 'Calcular otro nivel' : 'Calcular mi nivel'}
        </Link>
      )}
    </section>
  );
}
