import type { Activity } from '@app/contract/activities';
import { Link } from 'react-router';
import { memberPaths } from '../../../lib/paths';
import { durationText, placesLeftText } from '../../../lib/plan-texts';
import styles from './plan-list-item.module.css';
import { dateTimeFormat } from '@app/contract/date-format';

const part = (startAt: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat('es-ES', { ...options, timeZone }).format(new Date(startAt));

/**
 * A plan in the map's list, compact: its day as a calendar leaf, what it is, when and where,
 * and the places left. The whole row leads to the plan's page.
 */
export function PlanListItem({ activity }: { activity: Activity }) {
  const zone = activity.city.timezone;
  const left = Math.max(0, activity.participants - activity.matchedCount);
  return (
    <Link to={memberPaths.activity(activity.id)} className={styles.item}>
      <span className={styles.day} aria-hidden="true">
        <span className={styles.weekday}>
          {part(activity.start_at, zone, { weekday: 'short' })}
        </span>
        <span className={styles.date}>{part(activity.start_at, zone, { day: 'numeric' })}</span>
        <span className={styles.month}>{part(activity.start_at, zone, { month: 'short' })}</span>
      </span>
      <span className={styles.body}>
        <span className={styles.kind} data-sport={activity.discipline ? '' : undefined}>
          {activity.discipline?.name ?? activity.type.name}
          {activity.level && ` · ${activity.level.name}`}
        </span>
        <span className={styles.title}>{activity.description}</span>
        <span className={styles.meta}>
          {part(activity.start_at, zone, { hour: '2-digit', minute: '2-digit' })} ·{' '}
          {durationText(activity.duration)} · {placesLeftText(left).toLowerCase()}
        </span>
        <span className={styles.meta}>
          {activity.location.address ? `${activity.location.address}, ` : ''}
          {activity.city.name}
        </span>
      </span>
    </Link>
  );
}
