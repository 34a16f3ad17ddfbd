import { Link } from 'react-router';
import { CheckIcon, ChevronRightIcon } from '../../../components/icons/ui-icons';
import { useNow } from '../../../hooks/use-now';
import { memberPaths } from '../../../lib/paths';
import { usePendingAttendance } from '../api/attendance';
import styles from './attendance-prompt.module.css';

/** A plan's first line, cut short, in quotes. */
const title = (description: string) => {
  const words = description.split('\n')[0] ?? '';
  return words.length > 48 ? `«${words.slice(0, 47).trimEnd()}…»` : `«${words}»`;
};

/**
 * The prompt after an activity (decision 0027): each plan under way or just finished that
 * waits for the member's word (the host's marks, a participant's "se celebró"), leading to
 * its page, where the attendance is given. Nothing shows when nothing waits.
 */
export function AttendancePrompt() {
  const pending = usePendingAttendance();
  const now = useNow();
  const started = (pending.data ?? []).filter(
    ({ activity }) => Date.parse(activity.start_at) <= now,
  );
  if (started.length === 0) return null;
  return (
    <section className={styles.prompt} aria-labelledby="attendance-prompt-title">
      <h2 id="attendance-prompt-title" className={styles.title}>
        ¿Qué tal fue?
      </h2>
      <ul className={styles.list}>
        {started.slice(0, 3).map(({ activity, role }) => (
          <li key={activity.id}>
            <Link to={memberPaths.activity(activity.id)} className={styles.item}>
              <span className={styles.icon} aria-hidden="true">
                <CheckIcon size={20} />
              </span>
              <span className={styles.text}>
                <strong>{title(activity.description)}</strong>
                <span>
                  {role === 'host'
                    ? 'Marca quién vino: así se verifica su asistencia y sumáis puntos.'
                    : 'Confirma que se celebró para verificar tu asistencia y sumar puntos.'}
                </span>
              </span>
              <ChevronRightIcon size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
