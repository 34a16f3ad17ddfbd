import type { Activity } from '@app/contract/activities';
import { seriesText } from '@app/contract/series-texts';
import styles from './minimum-note.module.css';

/**
 * A plan of a series (issue 38), said on its page: how often it repeats and until when. Each
 * plan is its own: a place here is for this day alone.
 */
export function SeriesNote({ activity }: { activity: Activity }) {
  if (!activity.series) return null;
  return (
    <p className={styles.note}>
      {seriesText(activity.series)}. Cada plan es independiente: tu plaza es solo para este día.
    </p>
  );
}
