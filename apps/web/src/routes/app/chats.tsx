import { Link } from 'react-router';
import { ChatsIcon } from '../../components/icons/app-icons';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { useMyChats } from '../../features/member-activities/api/activities';
import { ActivityCard } from '../../features/member-activities/components/activity-card';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Chats', description: 'Los chats de tus planes.' },
};

/** "Chats": one per plan the member hosts or joined, most recent first. */
export function Component() {
  const query = useMyChats();
  const chats = query.data ?? [];
  if (!query.isPending && !query.isError && chats.length === 0) {
    return (
      <EmptyState
        icon={<ChatsIcon size={32} />}
        title="Aún no tienes chats"
        text="Cuando organices un plan o te acepten en uno, aquí hablaréis quienes vais."
      >
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Descubrir planes
        </Link>
      </EmptyState>
    );
  }
  return (
    <QueryStates
      query={query}
      empty={chats.length === 0}
      texts={{
        loading: 'Cargando tus chats…',
        failed: 'No hemos podido cargar tus chats. Comprueba tu conexión.',
        empty: '',
      }}
    >
      <ul className={styles.cards}>
        {chats.map(({ activity, role }) => (
          <li key={`${role}-${activity.id}`}>
            <ActivityCard activity={activity} note={role === 'host' ? 'Organizas tú' : 'Vas'} />
          </li>
        ))}
      </ul>
    </QueryStates>
  );
}
