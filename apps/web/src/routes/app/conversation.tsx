import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { useConversation } from '../../features/member-conversations/api/conversations';
import { ConversationView } from '../../features/member-conversations/components/conversation-view';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';
import { loadFailureHint } from '../../lib/throttled';

export const handle: PageHandle = {
  meta: { title: 'Chat', description: 'Una conversación privada o de grupo.' },
};

/** A private conversation or a group's chat (/web/app/chats/c/{id}), for its members. */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSessionUser();
  const conversation = useConversation(valid ? id : 0);
  const status = (conversation.error as { status?: number } | null)?.status;

  if (!valid || status === 404 || status === 403) {
    return (
      <EmptyState
        title="Esta conversación no está disponible"
        text="Puede que ya no formes parte de ella."
      >
        <Link to={memberPaths.chats} className={buttonClassName('primary')}>
          Volver a tus chats
        </Link>
      </EmptyState>
    );
  }
  if (conversation.isError) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido abrir el chat"
        text={loadFailureHint(conversation.error)}
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void conversation.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }
  if (!conversation.data || !user) return <p className={styles.loading}>Abriendo el chat…</p>;
  return <ConversationView key={id} conversation={conversation.data} me={user.id} />;
}
