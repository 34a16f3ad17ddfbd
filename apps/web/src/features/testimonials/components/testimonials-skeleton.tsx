import styles from './testimonials-skeleton.module.css';

/**
 * Grey cards while the testimonials load. The prerendered page shows it too, since there is no
 * API at build time; without JavaScript it says why nothing arrives.
 */
export function TestimonialsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Cargando opiniones…</span>
      <div className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3].map((card) => (
          <SkeletonCard key={card} />
        ))}
      </div>
      <noscript>
        <p className={styles.noscript}>
          Activa JavaScript en tu navegador para leer las opiniones de nuestra comunidad.
        </p>
      </noscript>
    </div>
  );
}

export function SkeletonCard() {
  return (
    <div className={styles.card}>
      <span className={`${styles.line} ${styles.short}`} />
      <span className={styles.line} />
      <span className={styles.line} />
      <span className={`${styles.line} ${styles.short}`} />
      <div className={styles.author}>
        <span className={styles.avatar} />
        <span className={`${styles.line} ${styles.short}`} />
      </div>
    </div>
  );
}
