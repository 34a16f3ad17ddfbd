import type { Activity } from '@app/contract/activities';
import { plural } from '@app/contract/spanish-plural';
import { startText } from '../../../lib/plan-texts';
import styles from './minimum-note.module.css';

/**
 * A plan's minimum (issue 38), said where its places are: how many people it needs, how many
 * have a place, and when it is decided. Nothing for a plan without one or already cancelled
 * (its actions say so).
 */
export function MinimumNote({ activity }: { activity: Activity }) {
  const { minimum } = activity;
  if (!minimum || activity.status === 'cancelled') return null;
  const missing = minimum.participants - activity.matchedCount;
  const when = startText(minimum.decided_at, activity.city.timezone);
  return (
    <p className={styles.note}>
      {missing > 0
        ? `Necesita al menos ${plural(minimum.participants, 'persona')}: ${missing === 1 ? 'falta 1' : `faltan ${missing}`}. Si el ${when} no se ha llegado, se cancelará y os avisaremos.`
        : `Ya tiene el mínimo de ${plural(minimum.participants, 'persona')}: sigue en pie.`}
    </p>
  );
}
