import type { Conversation } from '@app/contract/conversations';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { ChatPanel } from '../../../components/chat/chat-view';
import styles from '../../../components/chat/chat-view.module.css';
import { useConversationChat } from '../../../lib/chat/use-chat';
import { useGroupPictureUrl } from '../../../lib/group-picture';
import { conversationTitle } from '../api/conversations';
import { useGroupPresence } from '../use-presence';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

/** Who the conversation is with: the person, or the group and who of it is here now. */
function Heading({ conversation, me }: { conversation: Conversation; me: number }) {
  const avatar = useAvatarUrl(conversation.user ?? { id: 0, avatarUpdatedAt: null });
  const picture = useGroupPictureUrl(conversation.group ?? { id: 0, pictureUpdatedAt: null });
  const online = useGroupPresence(conversation.group?.id);
  const title = conversationTitle(conversation);
  if (conversation.group) {
    const others = online.filter((id) => id !== me).length;
    return (
      <Link to={memberPaths.group(conversation.group.id)} className={styles.plan}>
        <span className={styles.planName}>
          <Avatar name={title} src={picture} size={28} /> {title}
        </span>
        <span className={styles.planMeta} aria-live="polite" data-testid="presence">
          {plural(conversation.members, 'miembro')} ·{' '}
          {others === 0
            ? 'Solo tú en el chat ahora'
            : `${formatNumber(others + 1)} en el chat ahora`}{' '}
          · Ver el grupo
        </span>
      </Link>
    );
  }
  return (
    <Link
      to={conversation.user ? memberPaths.user(conversation.user.id) : memberPaths.chats}
      className={styles.plan}
    >
      <span className={styles.planName}>
        <Avatar name={title} src={avatar} size={28} /> {title}
      </span>
      <span className={styles.planMeta}>Conversación privada · Ver perfil</span>
    </Link>
  );
}

/** A private conversation or a group's chat: the same chat as a plan's, with its heading. */
export function ConversationView({ conversation, me }: { conversation: Conversation; me: number }) {
  const chat = useConversationChat(conversation.id, me);
  return (
    <ChatPanel
      chat={chat}
      me={me}
      others={conversation.members - 1}
      label={conversation.group ? 'Chat del grupo' : 'Conversación privada'}
      reportSubject="conversation_message"
      start={
        conversation.group
          ? `Aquí empieza el chat de ${conversation.group.name}.`
          : 'Aquí empieza vuestra conversación.'
      }
      empty={
        conversation.group
          ? 'Saluda al grupo y proponed el próximo plan.'
          : `Escribe a ${conversationTitle(conversation)} para quedar.`
      }
      header={<Heading conversation={conversation} me={me} />}
    />
  );
}
