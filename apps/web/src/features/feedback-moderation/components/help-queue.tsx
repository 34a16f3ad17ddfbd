import type { HelpStatus } from '@app/contract/help';
import { plural } from '@app/contract/spanish-plural';
import { useState } from 'react';
import { Pager } from '../../../components/admin/pager';
import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useStaffHelpMessages } from '../api/help-messages';
import { HelpMessageItem } from './help-message-item';
import styles from './feedback-moderation.module.css';

const VIEWS = [
  { value: 'open', label: 'Pendientes' },
  { value: 'handled', label: 'Atendidos' },
] as const;

/** What members wrote from Ayuda: the waiting ones oldest first, or those already handled. */
export function HelpQueue() {
  const [status, setStatus] = useState<HelpStatus>('open');
  const [page, setPage] = useState(1);
  const query = useStaffHelpMessages(status, page);
  const entries = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Panel
      title="Mensajes de Ayuda"
      description={
        query.data
          ? status === 'open'
            ? `${plural(total, 'pendiente')}, los más antiguos primero. Responde por correo y márcalo como atendido.`
            : `${plural(total, 'atendido')}, los últimos primero.`
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
          empty={entries.length === 0}
          texts={{
            loading: 'Cargando los mensajes…',
            failed: 'No hemos podido cargar los mensajes.',
            empty:
              status === 'open' ? 'No hay mensajes pendientes.' : 'Aún no se ha atendido ninguno.',
          }}
        >
          <>
            <ul className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
              {entries.map((entry) => (
                <HelpMessageItem key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pager
              page={query.data?.current_page ?? page}
              lastPage={query.data?.last_page ?? 1}
              onPage={setPage}
              label="Páginas de mensajes de Ayuda"
            />
          </>
        </QueryStates>
      </div>
    </Panel>
  );
}
