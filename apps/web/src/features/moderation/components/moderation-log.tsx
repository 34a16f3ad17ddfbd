import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import { PagedList } from '../../../components/admin/paged-list';
import { Panel } from '../../../components/admin/panel';
import { formatDateTime } from '../../../lib/format';
import { useModerationLog } from '../api/reports';
import { ACTION_LABELS, SUBJECT_LABELS } from '../texts';
import styles from './moderation.module.css';

/** The audit log: every staff decision, with who, when, on whom and why. */
export function ModerationLog() {
  const [page, setPage] = useState(1);
  const query = useModerationLog(page);
  return (
    <Panel
      title="Registro de moderación"
      description="Cada decisión del equipo, la última primero."
    >
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        texts={{
          loading: 'Cargando el registro…',
          failed: 'No hemos podido cargar el registro.',
          empty: 'Aún no hay decisiones.',
        }}
        pagerLabel="Páginas del registro"
      >
        <AdminTable columns={['Cuándo', 'Quién', 'Qué', 'A quién', 'Motivo']}>
          {query.data?.data.map((entry) => (
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
        </AdminTable>
      </PagedList>
    </Panel>
  );
}
