import type { HelpStatus } from '@app/contract/help';
import { plural } from '@app/contract/spanish-plural';
import { StaffQueue } from '../../../components/admin/staff-queue';
import { useQueueView } from '../../../components/admin/use-queue-view';
import { useStaffHelpMessages } from '../api/help-messages';
import { HelpMessageItem } from './help-message-item';

const VIEWS = [
  { value: 'open', label: 'Pendientes' },
  { value: 'handled', label: 'Atendidos' },
] as const;

/** What members wrote from Ayuda: the waiting ones oldest first, or those already handled. */
export function HelpQueue() {
  const queue = useQueueView<HelpStatus>('open');
  const query = useStaffHelpMessages(queue.view, queue.page);
  const total = query.data?.total ?? 0;
  const open = queue.view === 'open';
  return (
    <StaffQueue
      title="Mensajes de Ayuda"
      description={
        query.data &&
        (open
          ? `${plural(total, 'pendiente')}, los más antiguos primero. Responde por correo y márcalo como atendido.`
          : `${plural(total, 'atendido')}, los últimos primero.`)
      }
      views={VIEWS}
      queue={queue}
      query={query}
      texts={{
        loading: 'Cargando los mensajes…',
        failed: 'No hemos podido cargar los mensajes.',
        empty: open ? 'No hay mensajes pendientes.' : 'Aún no se ha atendido ninguno.',
      }}
      pagerLabel="Páginas de mensajes de Ayuda"
    >
      {query.data?.data.map((entry) => (
        <HelpMessageItem key={entry.id} entry={entry} />
      ))}
    </StaffQueue>
  );
}
