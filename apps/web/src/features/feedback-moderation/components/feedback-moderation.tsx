import { useState } from 'react';
import { Pager } from '../../../components/admin/pager';
import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { useAllFeedback } from '../api/get-all-feedback';
import { FeedbackItem } from './feedback-item';
import styles from './feedback-moderation.module.css';
import { plural } from '@app/contract/spanish-plural';

/** Everyone's feedback, newest first, each with its state and the switch to change it. */
export function FeedbackModeration() {
  const [page, setPage] = useState(1);
  const query = useAllFeedback(page);
  const entries = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Panel
      title="Opiniones recibidas"
      description={
        query.data ? `${plural(total, 'opinión')}. Solo las publicadas salen en la web.` : undefined
      }
    >
      <QueryStates
        query={query}
        empty={entries.length === 0}
        texts={{
          loading: 'Cargando las opiniones…',
          failed: 'No hemos podido cargar las opiniones.',
          empty: 'Todavía nadie ha enviado una opinión.',
        }}
      >
        <>
          <ul className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
            {entries.map((entry) => (
              <FeedbackItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager
            page={query.data?.current_page ?? page}
            lastPage={query.data?.last_page ?? 1}
            onPage={setPage}
            label="Páginas de opiniones"
          />
        </>
      </QueryStates>
    </Panel>
  );
}
