import { Link, useMatch, useOutlet, useSearchParams } from 'react-router';
import { ChatsIcon } from '../../components/icons/app-icons';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { useChats } from '../../features/member-chats/api/chats';
import { useConversations } from '../../features/member-conversations/api/conversations';
import { useUnreadConversations } from '../../features/member-conversations/api/unread';
import { ConversationListItem } from '../../features/member-conversations/components/conversation-list-item';

import { ChatListItem } from '../../features/member-chats/components/chat-list-item';
import { timestamp } from '../../features/member-auth/hooks/use-countdown';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useNotificationCounts, useSessionUser } from '../../lib/session';
import styles from './chats.module.css';

export const handle: PageHandle = {
  meta: { title: 'Chats', description: 'Los chats de tus planes.' },
};

/**
 * "Chats": one per plan the member hosts or joined, the newest conversation first, with the
 * unread counts. On phones the list and an open chat take turns; from 1024 px they sit side
 * by side.
 */
export function Component() {
  const outlet = useOutlet();
  const [search, setSearch] = useSearchParams();
  const inConversation = useMatch(memberPaths.conversation(':id')) !== null;
  const people = search.get('lista') === 'personas' || (inConversation && !search.has('lista'));
  const counts = useNotificationCounts();
  const unreadPeople = useUnreadConversations().data ?? 0;
  const show = (list: 'planes' | 'personas') =>
    setSearch(list === 'planes' ? {} : { lista: list }, { replace: true });

  return (
    <div className={styles.layout} data-open={outlet ? '' : undefined}>
      <nav className={styles.list} aria-label="Tus chats">
        <div className={styles.switch} role="group" aria-label="Qué chats ver">
          <button type="button" aria-pressed={!people} onClick={() => show('planes')}>
            Planes
            {counts.messages > 0 && <span className={styles.count}>{counts.messages}</span>}
          </button>
          <button type="button" aria-pressed={people} onClick={() => show('personas')}>
            Personas y grupos
            {unreadPeople > 0 && <span className={styles.count}>{unreadPeople}</span>}
          </button>
        </div>
        {people ? <ConversationList /> : <PlanChats />}
      </nav>
      <div className={styles.pane}>
        {outlet ?? (
          <div className={styles.pick}>
            <ChatsIcon size={36} />
            <p>Elige un chat para leerlo y escribir.</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** Private conversations and group chats, the latest first, with the way to groups. */
function ConversationList() {
  const user = useSessionUser();
  const query = useConversations();
  const conversations = query.data?.pages.flatMap((page) => page.data) ?? [];
  const now = new Date(timestamp());
  const nothing = !query.isPending && !query.isError && conversations.length === 0;
  return (
    <>
      <Link to={memberPaths.groups} className={buttonClassName('secondary', { size: 'small' })}>
        Tus grupos
      </Link>
      {nothing ? (
        <EmptyState
          icon={<ChatsIcon size={32} />}
          title="Aún no hablas con nadie"
          text="Escribe a un amigo desde su perfil, o únete a un grupo y charla con todos."
        >
          <Link to={memberPaths.friends} className={buttonClassName('primary')}>
            Ver tus amigos
          </Link>
        </EmptyState>
      ) : (
        <QueryStates
          query={query}
          empty={conversations.length === 0}
          texts={{
            loading: 'Cargando tus conversaciones…',
            failed: 'No hemos podido cargar tus conversaciones. Comprueba tu conexión.',
            empty: '',
          }}
        >
          <ul className={styles.items}>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationListItem conversation={conversation} me={user?.id ?? 0} now={now} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className={buttonClassName('secondary', { size: 'small' })}
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Cargando…' : 'Ver más'}
            </button>
          )}
        </QueryStates>
      )}
    </>
  );
}

/** The plans' chats (spec, section 3), the newest conversation first. */
function PlanChats() {
  const user = useSessionUser();
  const query = useChats();
  const chats = query.data?.pages.flatMap((page) => page.data) ?? [];
  const now = new Date(timestamp());
  const nothing = !query.isPending && !query.isError && chats.length === 0;

  return (
    <>
      {nothing ? (
        <EmptyState
          icon={<ChatsIcon size={32} />}
          title="Aún no tienes chats"
          text="Cuando organices un plan o te acepten en uno, aquí hablaréis quienes vais."
        >
          <Link to={memberPaths.discover} className={buttonClassName('primary')}>
            Descubrir planes
          </Link>
        </EmptyState>
      ) : (
        <QueryStates
          query={query}
          empty={chats.length === 0}
          texts={{
            loading: 'Cargando tus chats…',
            failed: 'No hemos podido cargar tus chats. Comprueba tu conexión.',
            empty: '',
          }}
        >
          <ul className={styles.items}>
            {chats.map((chat) => (
              <li key={chat.activity.id}>
                <ChatListItem chat={chat} me={user?.id ?? 0} now={now} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className={buttonClassName('secondary', { size: 'small' })}
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Cargando…' : 'Ver más chats'}
            </button>
          )}
        </QueryStates>
      )}
    </>
  );
}
