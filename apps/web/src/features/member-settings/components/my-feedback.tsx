import { QueryStates } from '../../../components/ui/query-states';
import { StarIcon } from '../../../components/icons/ui-icons';
import { formatDate } from '../../../lib/format';
import { useMyFeedback } from '../api/feedback';
import styles from './my-feedback.module.css';

/** The member's own opinions (`byMe=1`), newest first, saying which the website shows. */
export function MyFeedback() {
  const query = useMyFeedback();
  const entries = query.data?.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className={styles.title}>
        Tus valoraciones
      </h2>
      <QueryStates
        query={query}
        empty={entries.length === 0}
        texts={{
          loading: 'Cargando tus valoraciones…',
          failed: 'No hemos podido cargar tus valoraciones.',
          empty: 'Aún no has valorado la app.',
        }}
      >
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.meta}>
                <span className={styles.stars} aria-label={`${entry.stars} de 5 estrellas`}>
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarIcon
                      key={star}
                      size={16}
                      className={star <= entry.stars ? styles.on : styles.off}
                    />
                  ))}
                </span>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                {entry.published && <span className={styles.published}>Publicada en la web</span>}
              </p>
              <p className={styles.text}>{entry.description}</p>
            </li>
          ))}
        </ul>
      </QueryStates>
    </section>
  );
}
