import { Link } from 'react-router';
import { FriendsIcon } from '../../components/icons/secondary-icons';
import { EmptyState } from '../../components/member/empty-state';
import { PersonList, PersonRow } from '../../components/member/person-row';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { useFriendRequests, useFriends } from '../../features/member-friends/api/friends';
import { FriendRequestList } from '../../features/member-friends/components/friend-request-list';
import { formatDate } from '../../lib/format';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Amigos', description: 'Tus amigos y las solicitudes de amistad.' },
};

/**
 * "Amigos" (/web/app/friends): requests waiting on the member, their friends (whose plans
 * come first in Descubrir), and the requests they sent.
 */
export function Component() {
  const friends = useFriends();
  const requests = useFriendRequests();
  const list = friends.data?.data ?? [];
  const received = requests.data?.received ?? [];
  const sent = requests.data?.sent ?? [];
  const nothing =
    friends.isSuccess && requests.isSuccess && list.length + received.length + sent.length === 0;
  if (nothing) {
    return (
      <EmptyState
        icon={<FriendsIcon size={32} />}
        title="Aún no tienes amigos aquí"
        text="Entra en el perfil de alguien con quien hayas quedado y pulsa «Añadir a amigos». Sus planes te saldrán primero."
      >
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Descubrir planes
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={styles.stack}>
      {received.length > 0 && (
        <section className={styles.section} aria-labelledby="received-title">
          <h2 id="received-title" className={styles.sectionTitle}>
            Solicitudes recibidas
          </h2>
          <FriendRequestList entries={received} received label="Solicitudes recibidas" />
        </section>
      )}
      <section className={styles.section} aria-labelledby="friends-title">
        <h2 id="friends-title" className={styles.sectionTitle}>
          {list.length > 0 ? `Tus amigos (${list.length})` : 'Tus amigos'}
        </h2>
        <QueryStates
          query={friends}
          empty={list.length === 0}
          texts={{
            loading: 'Cargando…',
            failed: 'No hemos podido cargar tus amigos. Comprueba tu conexión.',
            empty: 'Cuando alguien acepte tu solicitud, aparecerá aquí.',
          }}
        >
          <PersonList label="Tus amigos">
            {list.map((entry) => (
              <PersonRow
                key={entry.user.id}
                user={entry.user}
                detail={`Amigos desde el ${formatDate(entry.since)}`}
              />
            ))}
          </PersonList>
        </QueryStates>
      </section>
      {sent.length > 0 && (
        <section className={styles.section} aria-labelledby="sent-title">
          <h2 id="sent-title" className={styles.sectionTitle}>
            Solicitudes enviadas
          </h2>
          <FriendRequestList entries={sent} received={false} label="Solicitudes enviadas" />
        </section>
      )}
    </div>
  );
}
