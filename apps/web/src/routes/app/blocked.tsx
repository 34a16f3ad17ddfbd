import { BlockIcon } from '../../components/icons/secondary-icons';
import { EmptyState } from '../../components/member/empty-state';
import { QueryStates } from '../../components/ui/query-states';
import { useBlockedUsers } from '../../features/member-safety/api/blocks';
import { BlockedList } from '../../features/member-safety/components/blocked-list';
import type { PageHandle } from '../../lib/meta';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Personas bloqueadas',
    description: 'Quién no te ve ni ves tú en la app, y cómo desbloquear.',
  },
};

/** "Personas bloqueadas" (/web/app/settings/blocked): whom the member blocked, to unblock. */
export function Component() {
  const blocked = useBlockedUsers();
  const entries = blocked.data?.data ?? [];
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>
        Las personas que bloqueas no te ven ni las ves: ni perfiles, ni planes, ni deseos. Al
        desbloquear, no vuelve nada de lo que se canceló al bloquear.
      </p>
      {blocked.isSuccess && entries.length === 0 ? (
        <EmptyState
          icon={<BlockIcon size={28} />}
          title="No has bloqueado a nadie"
          text="Si alguien te molesta, entra en su perfil y elige «Bloquear»."
        />
      ) : (
        <QueryStates
          query={blocked}
          empty={entries.length === 0}
          texts={{
            loading: 'Cargando…',
            failed: 'No hemos podido cargar la lista.',
            empty: 'No has bloqueado a nadie.',
          }}
        >
          <BlockedList entries={entries} />
        </QueryStates>
      )}
    </div>
  );
}
