import type { Activity } from '@app/contract/activities';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/icons/close-icon';
import { CalendarIcon, UsersIcon } from '../../../components/icons/ui-icons';
import { LocationIcon } from '../../../components/icons/app-icons';
import { buttonClassName } from '../../../components/ui/button';
import { memberPaths } from '../../../lib/paths';
import { durationText, startText } from '../../../lib/plan-texts';
import styles from './plan-map-card.module.css';

const placesLeft = (activity: Activity) => {
  const left = Math.max(0, activity.participants - activity.matchedCount);
  return left === 1 ? 'Queda 1 plaza' : `Quedan ${left} plazas`;
};

/**
 * What a marker opens: one plan in short (what, when, where, places) with the way to its page,
 * or the plans that share one place, each a link.
 */
export function PlanMapCard({
  plans,
  onClose,
}: {
  /** One plan, or the plans of one place, soonest first. */
  plans: Activity[];
  onClose: () => void;
}) {
  const [first] = plans;
  if (!first) return null;
  const close = (
    <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar">
      <CloseIcon size={18} />
    </button>
  );
  if (plans.length > 1) {
    return (
      <section className={styles.card} aria-label={`${plans.length} planes en el mismo sitio`}>
        <header className={styles.header}>
          <h2 className={styles.title}>{plans.length} planes en el mismo sitio</h2>
          {close}
        </header>
        <p className={styles.where}>
          <LocationIcon size={16} />
          {first.location.address ? `${first.location.address}, ` : ''}
          {first.city.name}
        </p>
        <ul className={styles.places}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <Link to={memberPaths.activity(plan.id)} className={styles.placeLink}>
                <span className={styles.placeName}>{plan.description}</span>
                <span className={styles.placeWhen}>
                  {startText(plan.start_at, plan.city.timezone)} · {placesLeft(plan)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label="Plan seleccionado">
      <header className={styles.header}>
        <p className={styles.tags}>
          <span className={styles.type}>{first.type.name}</span>
          {first.discipline && <span className={styles.tag}>{first.discipline.name}</span>}
          {first.level && <span className={styles.tag}>{first.level.name}</span>}
        </p>
        {close}
      </header>
      <h2 className={styles.title}>
        <Link to={memberPaths.activity(first.id)} className={styles.titleLink}>
          {first.description}
        </Link>
      </h2>
      <ul className={styles.facts}>
        <li>
          <CalendarIcon size={16} />
          {startText(first.start_at, first.city.timezone)} · {durationText(first.duration)}
        </li>
        <li>
          <LocationIcon size={16} />
          {first.location.address ? `${first.location.address}, ` : ''}
          {first.city.name}
        </li>
        <li>
          <UsersIcon size={16} />
          {placesLeft(first)} de {first.participants} · organiza {first.user.firstname}
        </li>
      </ul>
      <Link
        to={memberPaths.activity(first.id)}
        className={buttonClassName('primary', { size: 'small', className: styles.open })}
        aria-label={`Ver el plan: ${first.description}`}
      >
        Ver plan
      </Link>
    </section>
  );
}
