import { useState } from 'react';
import { Pager } from '../../../components/admin/pager';
import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useReports, type QueueStatus } from '../api/reports';
import { ReportItem } from './report-item';
import styles from './moderation.module.css';
import { plural } from '@app/contract/spanish-plural';

const VIEWS = [
  { value: 'open', label: 'Pendientes' },
  { value: 'closed', label: 'Resueltas' },
] as const;

/** The reports: pending ones oldest first (a queue), or the resolved ones. */
export function ModerationQueue() {
  const [status, setStatus] = useState<QueueStatus>('open');
  const [page, setPage] = useState(1);
  const query = useReports(status, page);
  const reports = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Panel
      title="Denuncias"
      description={
        query.data
          ? status === 'open'
            ? `${plural(total, 'pendiente')}, las más antiguas primero.`
            : `${plural(total, 'resuelta')}, las últimas primero.`
          : undefined
      }
    >
      <div className={styles.queue}>
        <ToggleGroup
          label="Ver"
          options={VIEWS}
          selected={[status]}
          onToggle={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <QueryStates
          query={query}
          empty={reports.length === 0}
          texts={{
            loading: 'Cargando las denuncias…',
            failed: 'No hemos podido cargar las denuncias.',
            empty:
              status === 'open' ? 'No hay denuncias pendientes.' : 'Aún no se ha resuelto ninguna.',
          }}
        >
          <>
            <ul className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
              {reports.map((report) => (
                <ReportItem key={report.id} report={report} />
              ))}
            </ul>
            <Pager
              page={query.data?.current_page ?? page}
              lastPage={query.data?.last_page ?? 1}
              onPage={setPage}
              label="Páginas de denuncias"
            />
          </>
        </QueryStates>
      </div>
    </Panel>
  );
}
