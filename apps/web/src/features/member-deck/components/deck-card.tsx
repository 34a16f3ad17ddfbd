import type { DeckCard as Card } from '@app/contract/deck';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { LocationIcon } from '../../../components/icons/app-icons';
import { CalendarIcon, UsersIcon } from '../../../components/icons/ui-icons';
import { useFitLines } from '../../../hooks/use-fit-lines';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { distanceText, durationText, startText } from '../../../lib/plan-texts';
import { soonText } from '../../../lib/soon-text';
import styles from './deck-card.module.css';

/**
 * One card of the deck: why it is here (distance, how soon, a shared interest), what, when,
 * how long, places left and who hosts it. Its description leads to the activity's page.
 */
export function DeckCard({ card, now }: { card: Card; now: number }) {
  const { activity } = card;
  const host = activity.user;
  const avatar = useAvatarUrl(host);
  const left = Math.max(0, activity.participants - activity.matchedCount);
  // The title takes the room the card has left, in whole lines (up to four), with an ellipsis.
  const [titleBox, lines] = useFitLines<HTMLDivElement>(4);
  return (
    <article className={styles.card} aria-labelledby={`deck-card-${activity.id}`}>
      <p className={styles.reasons}>
        <span className={styles.until}>
          {soonText(activity.start_at, now, activity.city.timezone)}
        </span>
        <span className={styles.kind}>
          {activity.discipline?.name ?? activity.type.name}
          {activity.level && ` · ${activity.level.name}`}
        </span>
        {card.shared_interest && <span className={styles.interest}>Entre tus intereses</span>}
        {activity.highlighted_until && <span className={styles.highlighted}>Destacado</span>}
      </p>
      <div ref={titleBox} className={styles.titleBox}>
        <h2
          id={`deck-card-${activity.id}`}
          className={styles.description}
          style={{ '--lines': lines } as CSSProperties}
        >
          {activity.description}
        </h2>
      </div>
      <ul className={styles.facts}>
        <li>
          <CalendarIcon size={18} />
          <span>
            {startText(activity.start_at, activity.city.timezone)} ·{' '}
            {durationText(activity.duration)}
          </span>
        </li>
        <li>
          <LocationIcon size={18} />
          <span>
            {distanceText(card.distance_km)} · {activity.location.address ?? activity.city.name}
          </span>
        </li>
        <li>
          <UsersIcon size={18} />
          <span>{left === 1 ? 'Queda 1 plaza' : `Quedan ${left} plazas`}</span>
        </li>
      </ul>
      <footer className={styles.footer}>
        <span className={styles.host}>
          <Avatar name={host.firstname} src={avatar} size={32} />
          <span>
            <span className={styles.hostLabel}>Organiza</span> {host.firstname}
          </span>
        </span>
        <Link
          to={memberPaths.activity(activity.id)}
          className={styles.details}
          // A tap on the link opens the page; it must not start a drag.
          onPointerDown={(event) => event.stopPropagation()}
        >
          Ver detalles
        </Link>
      </footer>
    </article>
  );
}
