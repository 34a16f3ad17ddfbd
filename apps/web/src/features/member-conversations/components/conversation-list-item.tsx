import type { Conversation } from '@app/contract/conversations';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { personName, usePerson } from '../../../lib/chat/people';
import { shortWhen } from '../../../lib/chat-time';
import styles from '../../../components/chat/chat-list-item.module.css';
import { useGroupPictureUrl } from '../../../lib/group-picture';
import { conversationTitle } from '../api/conversations';
import { plural } from '@app/contract/spanish-plural';

function LastLine({ conversation, me }: { conversation: Conversation; me: number }) {
  const last = conversation.last_message;
  // In a group, who said it (a blocked person's name is theirs to hide: personName).
  const author = usePerson(
    last && last.userId !== null && last.userId !== me && conversation.group ? last.userId : null,
  );
  if (!last) return <>Aún no hay mensajes. ¡Saluda!</>;
  const who = last.userId === me ? 'Tú' : conversation.group ? personName(author) : undefined;
  return (
    <>
      {who && <span className={styles.who}>{who}: </span>}
      {last.message}
    </>
  );
}

/** One conversation in the list: with whom, the last message, when, and how many are unread. */
export function ConversationListItem({
  conversation,
  me,
  now,
}: {
  conversation: Conversation;
  me: number;
  now: Date;
}) {
  const avatar = useAvatarUrl(conversation.user ?? { id: 0, avatarUpdatedAt: null });
  const picture = useGroupPictureUrl(conversation.group ?? { id: 0, pictureUpdatedAt: null });
  const title = conversationTitle(conversation);
  const when = conversation.last_message?.createdAt ?? conversation.createdAt;
  return (
    <NavLink
      to={memberPaths.conversation(conversation.id)}
      className={({ isActive }) =>
        [styles.item, isActive && styles.active].filter(Boolean).join(' ')
      }
    >
      <Avatar name={title} src={conversation.group ? picture : avatar} size={48} />
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.title}>{title}</span>
          <time dateTime={when}>{shortWhen(when, now)}</time>
        </span>
        <span className={styles.meta}>
          {conversation.group
            ? `Grupo · ${plural(conversation.members, 'miembro')}`
            : 'Conversación privada'}
        </span>
        <span className={styles.bottom}>
          <span
            className={[styles.last, conversation.unread > 0 && styles.unreadText]
              .filter(Boolean)
              .join(' ')}
          >
            <LastLine conversation={conversation} me={me} />
          </span>
          {conversation.unread > 0 && (
            <span className={styles.badge} aria-label={`${conversation.unread} sin leer`}>
              {conversation.unread > 99 ? '99+' : conversation.unread}
            </span>
          )}
        </span>
      </span>
    </NavLink>
  );
}
