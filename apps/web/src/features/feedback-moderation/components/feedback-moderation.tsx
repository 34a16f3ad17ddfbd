import { plural } from '@app/contract/spanish-plural';
import { useState } from 'react';
import { EntryList } from '../../../components/admin/entry-list';
import { PagedList } from '../../../components/admin/paged-list';
import { Panel } from '../../../components/admin/panel';
import { useAllFeedback } from '../api/get-all-feedback';
import { FeedbackItem } from './feedback-item';

/** Everyone's feedback, newest first, each with its state and the switch to change it. */
export function FeedbackModeration() {
  const [page, setPage] = useState(1);
  const query = useAllFeedback(page);
  const total = query.data?.total ?? 0;

  return (
    <Panel
      title="Opiniones recibidas"
      description={
        query.data ? `${plural(total, 'opinión')}. Solo las publicadas salen en la web.` : undefined
      }
    >
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        texts={{
          loading: 'Cargando las opiniones…',
          failed: 'No hemos podido cargar las opiniones.',
          empty: 'Todavía nadie ha enviado una opinión.',
        }}
        pagerLabel="Páginas de opiniones"
      >
        <EntryList loading={query.isPlaceholderData}>
          {query.data?.data.map((entry) => (
            <FeedbackItem key={entry.id} entry={entry} />
          ))}
        </EntryList>
      </PagedList>
    </Panel>
  );
}
