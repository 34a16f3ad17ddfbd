import type { Activity } from '@app/contract/activities';
import { durationText, startText } from '../../../lib/plan-texts';
import { BrandLogo } from './brand-logo';
import cards from '../../../components/admin/card-list.module.css';
import styles from './events.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

/** One upcoming event: its brand, what, when (in its city's time), where and its places. */
export function EventCard({ event }: { event: Activity }) {
  const titleId = `event-${event.id}`;
  const [title, ...rest] = event.description.split('\n');
  return (
    <li className={cards.item} aria-labelledby={titleId}>
      <div className={styles.head}>
        {event.sponsor && <BrandLogo brand={event.sponsor} size={40} />}
        <div className={styles.text}>
          <p className={styles.brand}>{event.sponsor?.name ?? 'Sin marca'}</p>
          <h4 id={titleId} className={cards.title}>
            {title}
          </h4>
        </div>
      </div>
      {event.premium_only && (
        <p className={styles.tags}>
          <span className={styles.premium}>Exclusivo Premium</span>
        </p>
      )}
      {rest.length > 0 && <p className={styles.more}>{rest.join(' ')}</p>}
      <p className={styles.facts}>
        <time dateTime={event.start_at}>{startText(event.start_at, event.city.timezone)}</time>
        {' · '}
        {durationText(event.duration)}
        {' · '}
        {event.city.name}
        {event.location.address && `, ${event.location.address}`}
      </p>
      <p className={styles.facts}>
        {event.type.name}
        {event.discipline && ` · ${event.discipline.name}`}
        {' · '}
        {formatNumber(event.matchedCount)} de{' '}
        {plural(event.participants, 'plaza ocupada', 'plazas ocupadas')}
      </p>
    </li>
  );
}
