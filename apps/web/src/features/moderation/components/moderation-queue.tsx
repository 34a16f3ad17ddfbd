import { plural } from '@app/contract/spanish-plural';
import { StaffQueue } from '../../../components/admin/staff-queue';
import { useQueueView } from '../../../components/admin/use-queue-view';
import { useReports, type QueueStatus } from '../api/reports';
import { ReportItem } from './report-item';

const VIEWS = [
  { value: 'open', label: 'Pendientes' },
  { value: 'closed', label: 'Resueltas' },
] as const;

/** The reports: pending ones oldest first (a queue), or the resolved ones. */
export function ModerationQueue() {
  const queue = useQueueView<QueueStatus>('open');
  const query = useReports(queue.view, queue.page);
  const total = query.data?.total ?? 0;
  const open = queue.view === 'open';
  return (
    <StaffQueue
      title="Denuncias"
      description={
        query.data &&
        (open
          ? `${plural(total, 'pendiente')}, las más antiguas primero.`
          : `${plural(total, 'resuelta')}, las últimas primero.`)
      }
      views={VIEWS}
      queue={queue}
      query={query}
      texts={{
        loading: 'Cargando las denuncias…',
        failed: 'No hemos podido cargar las denuncias.',
        empty: open ? 'No hay denuncias pendientes.' : 'Aún no se ha resuelto ninguna.',
      }}
      pagerLabel="Páginas de denuncias"
    >
      {query.data?.data.map((report) => (
        <ReportItem key={report.id} report={report} />
      ))}
    </StaffQueue>
  );
}
