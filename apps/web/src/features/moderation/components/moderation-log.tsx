import { useState } from 'react';
import { Pager } from '../../../components/admin/pager';
import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDateTime } from '../../../lib/format';
import { useModerationLog } from '../api/reports';
import { ACTION_LABELS, SUBJECT_LABELS } from '../texts';
import tables from '../../../components/admin/admin-table.module.css';
import styles from './moderation.module.css';

/** The audit log: every staff decision, with who, when, on whom and why. */
export function ModerationLog() {
  const [page, setPage] = useState(1);
  const query = useModerationLog(page);
  const entries = query.data?.data ?? [];
  return (
    <Panel
      title="Registro de moderación"
      description="Cada decisión del equipo, la última primero."
    >
      <QueryStates
        query={query}
        empty={entries.length === 0}
        texts={{
          loading: 'Cargando el registro…',
          failed: 'No hemos podido cargar el registro.',
          empty: 'Aún no hay decisiones.',
        }}
      >
        <>
          <div className={tables.wrap}>
            <table className={tables.table}>
              <thead>
                <tr>
                  <th scope="col">Cuándo</th>
                  <th scope="col">Quién</th>
                  <th scope="col">Qué</th>
                  <th scope="col">A quién</th>
                  <th scope="col">Motivo</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td>{entry.staff?.firstname ?? 'Cuenta eliminada'}</td>
                    <td>
                      {ACTION_LABELS[entry.action]}
                      {entry.subject_type && (
                        <span className={styles.note}>
                          {' '}
                          ({SUBJECT_LABELS[entry.subject_type].toLowerCase()})
                        </span>
                      )}
                    </td>
                    <td>{entry.user?.firstname ?? 'Cuenta eliminada'}</td>
                    <td>{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={query.data?.current_page ?? page}
            lastPage={query.data?.last_page ?? 1}
            onPage={setPage}
            label="Páginas del registro"
          />
        </>
      </QueryStates>
    </Panel>
  );
}
