import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { TextField } from '../../components/form/text-field';
import {
  useDiscoverGroups,
  useGroupActions,
  useGroupInvitations,
  useMyGroups,
} from '../../features/member-groups/api/groups';
import { GroupCard } from '../../features/member-groups/components/group-card';
import type { GroupInvitation } from '@app/contract/groups';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/use-debounced-change';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Grupos', description: 'Tus grupos, tus invitaciones y grupos a los que unirte.' },
};

function InvitationCard({ invitation }: { invitation: GroupInvitation }) {
  const actions = useGroupActions(invitation.group.id);
  const busy = actions.join.isPending || actions.withdraw.isPending;
  return (
    <GroupCard group={invitation.group}>
      <span className={styles.sectionNote}>
        {invitation.invitedBy ? `Te invita ${invitation.invitedBy.firstname}` : 'Te han invitado'}
      </span>
      <button
        type="button"
        className={buttonClassName('primary', { size: 'small' })}
        disabled={busy}
        onClick={() => actions.join.mutate()}
      >
        Unirme
      </button>
      <button
        type="button"
        className={buttonClassName('secondary', { size: 'small' })}
        disabled={busy}
        onClick={() => actions.withdraw.mutate()}
      >
        Rechazar
      </button>
    </GroupCard>
  );
}

/**
 * "Grupos" (/web/app/groups): invitations waiting, the member's groups, and groups to join
 * (by name), with the way to create one.
 */
export function Component() {
  const mine = useMyGroups();
  const invitations = useGroupInvitations();
  const [q, setQ] = useState('');
  // Asked for once the typing stops (the shared 100 ms field-change rule), not per keystroke.
  const discover = useDiscoverGroups(useDebouncedValue(q).trim());
  const found = discover.data?.data ?? [];
  return (
    <div className={styles.stack}>
      <Link
        to={memberPaths.groupCreate}
        className={`${buttonClassName('primary')} ${styles.action}`}
      >
        Crear un grupo
      </Link>
      {(invitations.data?.length ?? 0) > 0 && (
        <section className={styles.section} aria-labelledby="invitations-title">
          <h2 id="invitations-title" className={styles.sectionTitle}>
            Invitaciones
          </h2>
          <ul className={styles.cards}>
            {invitations.data!.map((invitation) => (
              <InvitationCard key={invitation.group.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="mine-title">
        <h2 id="mine-title" className={styles.sectionTitle}>
          Tus grupos
        </h2>
        <QueryStates
          query={mine}
          empty={(mine.data?.length ?? 0) === 0}
          texts={{
            loading: 'Cargando tus grupos…',
            failed: 'No hemos podido cargar tus grupos. Comprueba tu conexión.',
            empty: 'Aún no estás en ningún grupo. Crea uno o únete a alguno de abajo.',
          }}
        >
          <ul className={styles.cards}>
            {mine.data?.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </ul>
        </QueryStates>
      </section>
      <section className={styles.section} aria-labelledby="discover-title">
        <h2 id="discover-title" className={styles.sectionTitle}>
          Descubrir grupos
        </h2>
        <TextField
          id="group-search"
          label="Buscar por nombre"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <QueryStates
          query={discover}
          empty={found.length === 0}
          texts={{
            loading: 'Buscando grupos…',
            failed: 'No hemos podido buscar grupos. Comprueba tu conexión.',
            empty: q.trim()
              ? 'Ningún grupo se llama así. ¿Y si lo creas tú?'
              : 'No hay más grupos por ahora. ¡Crea uno y invita a tus amigos!',
          }}
        >
          <ul className={styles.cards}>
            {found.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </ul>
        </QueryStates>
      </section>
    </div>
  );
}
