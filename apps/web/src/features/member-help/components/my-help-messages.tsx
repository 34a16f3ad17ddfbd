import { HELP_TOPICS } from '@app/contract/help';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDate } from '../../../lib/format';
import { useMyHelpMessages } from '../api/help';
import styles from './help.module.css';

/** What the member wrote to the team, newest first, and whether the team handled it. */
export function MyHelpMessages() {
  const query = useMyHelpMessages();
  const entries = query.data?.data ?? [];
  if (query.isSuccess && entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-help-title">
      <h2 id="my-help-title" className={styles.title}>
        Tus mensajes al equipo
      </h2>
      <QueryStates
        query={query}
        empty={false}
        texts={{
          loading: 'Cargando tus mensajes…',
          failed: 'No hemos podido cargar tus mensajes.',
          empty: '',
        }}
      >
        <ul className={styles.messages}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.message}>
              <p className={styles.meta}>
                <span className={styles.topic}>{HELP_TOPICS[entry.topic]}</span>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                <span className={entry.handledAt ? styles.handled : styles.waiting}>
                  {entry.handledAt ? `Atendido el ${formatDate(entry.handledAt)}` : 'Pendiente'}
                </span>
              </p>
              <p className={styles.text}>{entry.message}</p>
            </li>
          ))}
        </ul>
      </QueryStates>
    </section>
  );
}
