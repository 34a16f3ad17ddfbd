import styles from './activity-card-skeleton.module.css';

/**
 * A plan card still on its way: the shape of `ActivityCard` (tags, a line of description, the
 * four facts, the host), so nothing moves when the plans arrive. Hidden from screen readers;
 * the page says "Buscando planes…" once for all of them.
 */
export function ActivityCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.tags}>
        <span className={styles.pill} />
        <span className={styles.pill} />
      </div>
      <span className={styles.title} />
      <div className={styles.facts}>
        <span />
        <span />
        <span />
        <span />
      </div>
      <div className={styles.host}>
        <span className={styles.avatar} />
        <span className={styles.name} />
      </div>
    </div>
  );
}
