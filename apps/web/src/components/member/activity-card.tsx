import type { Activity } from '@app/contract/activities';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar';
import { everyText } from '@app/contract/series-texts';
import { CalendarIcon, HourglassIcon, UsersIcon } from '../icons/ui-icons';
import { LocationIcon } from '../icons/app-icons';
import { useAvatarUrl } from '../../lib/avatar';
import { memberPaths } from '../../lib/paths';
import { durationText, placesLeftText, startText } from '../../lib/plan-texts';
import styles from './activity-card.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';

// Events are few among plans: their brand's mark loads when one shows, not with every list.
const SponsorMark = lazy(() => import('./sponsor-mark'));

const STATUS: Record<Activity['status'], string | undefined> = {
  open: undefined,
  full: 'Completo',
  started: 'En curso',
  finished: 'Terminado',
  cancelled: 'Cancelado',
};

/** A plan in a list: what, when, how long, where, places left and who hosts it. */
export function ActivityCard({
  activity,
  note,
  linked = true,
}: {
  activity: Activity;
  note?: string;
  /** Whether the description leads to the activity's page (not on the page itself). */
  linked?: boolean;
}) {
  const host = activity.user;
  const card = useRef<HTMLElement>(null);
  const avatar = useAvatarUrl(host, card);
  const left = Math.max(0, activity.participants - activity.matchedCount);
  const status = STATUS[activity.status];
  return (
    <article className={styles.card} ref={card}>
      <p className={styles.tags}>
        <span className={styles.type}>{activity.type.name}</span>
        {activity.discipline && <span className={styles.tag}>{activity.discipline.name}</span>}
        {activity.level && <span className={styles.tag}>{activity.level.name}</span>}
        {activity.highlighted_until && <span className={styles.highlighted}>Destacado</span>}
        {status && <span className={styles.status}>{status}</span>}
        {note && <span className={styles.note}>{note}</span>}
      </p>
      <h2 className={styles.description}>
        {linked ? (
          <Link to={memberPaths.activity(activity.id)} className={styles.open}>
            {activity.description}
          </Link>
        ) : (
          activity.description
        )}
      </h2>
      <ul className={styles.facts}>
        <li>
          <CalendarIcon size={16} />
          {startText(activity.start_at, activity.city.timezone)}
          {/* A plan of a series says how often it comes back (issue 38). */}
          {activity.series && ` · ${everyText(activity.series.every_weeks)}`}
        </li>
        <li>
          <HourglassIcon size={16} />
          {durationText(activity.duration)}
        </li>
        <li>
          <LocationIcon size={16} />
          {activity.location.address ? `${activity.location.address}, ` : ''}
          {activity.city.name}
        </li>
        <li>
          <UsersIcon size={16} />
          {left > 0
            ? `${placesLeftText(left)} de ${formatNumber(activity.participants)}`
            : placesLeftText(left)}
        </li>
      </ul>
      {activity.sponsor ? (
        // An event is the brand's: its staff host of record is nobody members need to meet.
        <p className={styles.host}>
          <Suspense fallback={null}>
            <SponsorMark sponsor={activity.sponsor} />
          </Suspense>
          <span>
            Organiza <strong>{activity.sponsor.name}</strong>
          </span>
        </p>
      ) : (
        <Link to={memberPaths.user(host.id)} className={styles.host}>
          <Avatar name={host.firstname} src={avatar} size={32} />
          <span>
            Organiza <strong>{host.firstname}</strong>
          </span>
        </Link>
      )}
    </article>
  );
}
