import { Link } from 'react-router';
import { BellIcon } from '../../components/icons/app-icons';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { usePendingRequests } from '../../features/member-requests/api/requests';
import { RequestCard } from '../../features/member-requests/components/request-card';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Notificaciones', description: 'Quién quiere unirse a tus planes.' },
};

/** The bell: requests to join the member's plans, to accept or decline. */
export function Component() {
  const query = usePendingRequests();
  const requests = query.data?.data ?? [];
  if (!query.isPending && !query.isError && requests.length === 0) {
    return (
      <EmptyState
        icon={<BellIcon size={32} />}
        title="Nada nuevo por aquí"
        text="Cuando alguien pida unirse a uno de tus planes, te avisaremos aquí."
      >
        <Link to={memberPaths.create} className={buttonClassName('secondary')}>
          Crear un plan
        </Link>
      </EmptyState>
    );
  }
  return (
    <QueryStates
      query={query}
      empty={requests.length === 0}
      texts={{
        loading: 'Cargando…',
        failed: 'No hemos podido cargar tus notificaciones. Comprueba tu conexión.',
        empty: '',
      }}
    >
      <ul className={styles.cards}>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </ul>
    </QueryStates>
  );
}
