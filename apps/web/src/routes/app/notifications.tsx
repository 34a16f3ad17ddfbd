import { Link } from 'react-router';
import { BellIcon } from '../../components/icons/app-icons';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { useFriendRequests } from '../../features/member-friends/api/friends';
import { useInvitations } from '../../features/member-friends/api/invitations';
import { FriendRequestList } from '../../features/member-friends/components/friend-request-list';
import { InvitationCard } from '../../features/member-friends/components/invitation-card';
import { usePendingRequests } from '../../features/member-requests/api/requests';
import { RequestCard } from '../../features/member-requests/components/request-card';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Notificaciones',
    description: 'Solicitudes de amistad, invitaciones y quién quiere unirse a tus planes.',
  },
};

/**
 * The bell: what waits on the member's answer. Friend requests, friends' invitations to their
 * plans, and requests to join the member's plans, each answered where it is shown.
 */
export function Component() {
  const query = usePendingRequests();
  const friendRequests = useFriendRequests();
  const invitations = useInvitations();
  const requests = query.data?.data ?? [];
  const befriend = friendRequests.data?.received ?? [];
  const invited = invitations.data?.data ?? [];
  const loaded = query.isSuccess && friendRequests.isSuccess && invitations.isSuccess;
  if (loaded && requests.length + befriend.length + invited.length === 0) {
    return (
      <EmptyState
        icon={<BellIcon size={32} />}
        title="Nada nuevo por aquí"
        text="Cuando alguien pida unirse a uno de tus planes, te invite o quiera ser tu amigo, te avisaremos aquí."
      >
        <Link to={memberPaths.create} className={buttonClassName('secondary')}>
          Crear un plan
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={styles.stack}>
      {befriend.length > 0 && (
        <section className={styles.section} aria-labelledby="friend-requests-title">
          <h2 id="friend-requests-title" className={styles.sectionTitle}>
            Solicitudes de amistad
          </h2>
          <FriendRequestList entries={befriend} received label="Solicitudes de amistad" />
        </section>
      )}
      {invited.length > 0 && (
        <section className={styles.section} aria-labelledby="invitations-title">
          <h2 id="invitations-title" className={styles.sectionTitle}>
            Invitaciones a planes
          </h2>
          <ul className={styles.cards}>
            {invited.map((invitation) => (
              <li key={invitation.activity.id}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="join-requests-title">
        {(befriend.length > 0 || invited.length > 0) && (
          <h2 id="join-requests-title" className={styles.sectionTitle}>
            Quieren unirse a tus planes
          </h2>
        )}
        <QueryStates
          query={query}
          empty={requests.length === 0}
          texts={{
            loading: 'Cargando…',
            failed: 'No hemos podido cargar tus notificaciones. Comprueba tu conexión.',
            empty: 'Nadie ha pedido unirse a tus planes por ahora.',
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
      </section>
    </div>
  );
}
