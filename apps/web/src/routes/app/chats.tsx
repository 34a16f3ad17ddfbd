import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
import { timestamp } from '../../hooks/use-countdown';
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

/**
 * One of the two lists, a page at a time: the empty state when there is nothing, else the
 * rows (each list item given by `row`) and "Ver más" while pages remain.
 */
function PagedChats<T>({
  query,
  row,
  empty,
  loading,
  failed,
  more,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  row: (item: T, me: number, now: Date) => ReactNode;
  empty: ReactNode;
  loading: string;
  failed: string;
  more: string;
}) {
  const user = useSessionUser();
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const now = new Date(timestamp());
  if (!query.isPending && !query.isError && items.length === 0) return empty;
  return (
    <QueryStates query={query} empty={items.length === 0} texts={{ loading, failed, empty: '' }}>
      <ul className={styles.items}>{items.map((item) => row(item, user?.id ?? 0, now))}</ul>
      {query.hasNextPage && (
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Cargando…' : more}
        </button>
      )}
    </QueryStates>
  );
}

/** Private conversations and group chats, the latest first, with the way to groups. */
function ConversationList() {
  return (
    <>
      <Link to={memberPaths.groups} className={buttonClassName('secondary', { size: 'small' })}>
        Tus grupos
      </Link>
      <PagedChats
        query={useConversations()}
        row={(conversation, me, now) => (
          <li key={conversation.id}>
            <ConversationListItem conversation={conversation} me={me} now={now} />
          </li>
        )}
        loading="Cargando tus conversaciones…"
        failed="No hemos podido cargar tus conversaciones. Comprueba tu conexión."
        more="Ver más"
        empty={
          <EmptyState
            icon={<ChatsIcon size={32} />}
            title="Aún no hablas con nadie"
            text="Escribe a un amigo desde su perfil, o únete a un grupo y charla con todos."
          >
            <Link to={memberPaths.friends} className={buttonClassName('primary')}>
              Ver tus amigos
            </Link>
          </EmptyState>
        }
      />
    </>
  );
}

/** The plans' chats (spec, section 3), the newest conversation first. */
function PlanChats() {
  return (
    <PagedChats
      query={useChats()}
      row={(chat, me, now) => (
        <li key={chat.activity.id}>
          <ChatListItem chat={chat} me={me} now={now} />
        </li>
      )}
      loading="Cargando tus chats…"
      failed="No hemos podido cargar tus chats. Comprueba tu conexión."
      more="Ver más chats"
      empty={
        <EmptyState
          icon={<ChatsIcon size={32} />}
          title="Aún no tienes chats"
          text="Cuando organices un plan o te acepten en uno, aquí hablaréis quienes vais."
        >
          <Link to={memberPaths.discover} className={buttonClassName('primary')}>
            Descubrir planes
          </Link>
        </EmptyState>
      }
    />
  );
}
