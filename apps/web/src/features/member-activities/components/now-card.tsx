import type { Activity } from '@app/contract/activities';
import { Link } from 'react-router';
import { LocationIcon } from '../../../components/icons/app-icons';
import { UsersIcon } from '../../../components/icons/ui-icons';
import { memberPaths } from '../../../lib/paths';
import { distanceText, untilText } from '../../../lib/plan-texts';
import styles from './now-card.module.css';
import { dateTimeFormat } from '@app/contract/date-format';

/** "19:30", in the city's own time. */
const clockText = (startAt: string, timeZone: string) =>
  dateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(startAt),
  );

/** A plan in the "ahora" feed: when it starts, what, where and how far, places left. */
export function NowCard({
  activity,
  now,
  km,
  fromCentre = false,
}: {
  activity: Activity;
  now: number;
  /** How far it is from the member (or their city's centre), when known. */
  km?: number | undefined;
  fromCentre?: boolean;
}) {
  const left = Math.max(0, activity.participants - activity.matchedCount);
  const place = activity.location.address ?? activity.city.name;
  return (
    <article className={styles.card}>
      <p className={styles.when}>
        <span className={styles.until}>{untilText(activity.start_at, now)}</span>
        <span className={styles.clock}>{clockText(activity.start_at, activity.city.timezone)}</span>
      </p>
      <h3 className={styles.description}>
        <Link to={memberPaths.activity(activity.id)} className={styles.open}>
          {activity.description}
        </Link>
      </h3>
      <p className={styles.kind}>
        {activity.discipline?.name ?? activity.type.name}
        {activity.level && ` · ${activity.level.name}`}
      </p>
      <ul className={styles.facts}>
        <li>
          <LocationIcon size={14} />
          <span className={styles.place}>
            {km !== undefined && `${distanceText(km, fromCentre)} · `}
            {place}
          </span>
        </li>
        <li>
          <UsersIcon size={14} />
          {left === 1 ? 'Queda 1 plaza' : `Quedan ${left} plazas`}
        </li>
      </ul>
    </article>
  );
}
