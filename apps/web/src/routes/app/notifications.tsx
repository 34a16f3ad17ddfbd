import { Link } from 'react-router';
import { BellIcon } from '../../components/icons/app-icons';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { useFriendRequests } from '../../features/member-friends/api/friends';
import { useInvitations } from '../../features/member-friends/api/invitations';
import { FriendRequestList } from '../../features/member-friends/components/friend-request-list';
import { InvitationCard } from '../../features/member-friends/components/invitation-card';
import {
  useNotifications,
  useReadNotifications,
} from '../../features/member-notifications/api/notifications';
import { NotificationList } from '../../features/member-notifications/components/notification-list';
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
 * The bell: first what waits on the member's answer (friend requests, friends' invitations to
 * their plans, requests to join the member's plans, each answered where it is shown), then
 * the notifications centre's activity, with "Marcar todo como leído".
 */
export function Component() {
  const query = usePendingRequests();
  const friendRequests = useFriendRequests();
  const invitations = useInvitations();
  const centre = useNotifications();
  const read = useReadNotifications();
  const requests = query.data?.data ?? [];
  const befriend = friendRequests.data?.received ?? [];
  const invited = invitations.data?.data ?? [];
  const activity = centre.data?.data ?? [];
  const unread = activity.some((item) => !item.read);
  const loaded =
    query.isSuccess && friendRequests.isSuccess && invitations.isSuccess && centre.isSuccess;
  if (loaded && requests.length + befriend.length + invited.length + activity.length === 0) {
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
      {requests.length > 0 && (
        <section className={styles.section} aria-labelledby="join-requests-title">
          <h2 id="join-requests-title" className={styles.sectionTitle}>
            Quieren unirse a tus planes
          </h2>
          <ul className={styles.cards}>
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="activity-title">
        <div className={styles.sectionHead}>
          <h2 id="activity-title" className={styles.sectionTitle}>
            Actividad
          </h2>
          {unread && (
            <button
              type="button"
              className={buttonClassName('secondary', { size: 'small' })}
              disabled={read.isPending}
              onClick={() => read.mutate(undefined)}
            >
              Marcar todo como leído
            </button>
          )}
        </div>
        <QueryStates
          query={centre}
          empty={activity.length === 0}
          texts={{
            loading: 'Cargando…',
            failed: 'No hemos podido cargar tus notificaciones. Comprueba tu conexión.',
            empty: 'Aquí verás lo que pase en tus planes, tus amigos y tus deseos.',
          }}
        >
          <NotificationList items={activity} />
        </QueryStates>
      </section>
    </div>
  );
}
