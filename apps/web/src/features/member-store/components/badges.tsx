import { useBadges } from '../api/store';
import styles from './badges.module.css';

/** The badges on a profile (decision 0028); nothing when there are none. */
export function Badges({ userId }: { userId: number }) {
  const badges = useBadges(userId).data ?? [];
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label="Insignias">
      {badges.map((badge) => (
        <li key={badge.name} className={styles.badge} title={badge.name}>
          <span aria-hidden="true">{badge.badge}</span> {badge.name}
        </li>
      ))}
    </ul>
  );
}
