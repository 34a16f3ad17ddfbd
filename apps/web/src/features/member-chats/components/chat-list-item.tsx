import type { ChatSummary } from '@app/contract/activities';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useAvatarUrl } from '../../../lib/avatar';
import { memberPaths } from '../../../lib/paths';
import { personName, usePerson } from '../../../lib/chat/people';
import { shortWhen } from '../../../lib/chat-time';
import styles from '../../../components/chat/chat-list-item.module.css';

/** The plan's name in a chat list: the first line of its description. */
export function chatTitle(chat: ChatSummary): string {
  return chat.activity.description.split('\n')[0]!.trim();
}

function LastLine({ chat, me }: { chat: ChatSummary; me: number }) {
  const last = chat.last_message;
  const author = usePerson(last && last.userId !== me ? last.userId : null);
  if (!last) return <>Aún no hay mensajes. ¡Saluda!</>;
  const who = last.userId === me ? 'Tú' : personName(author);
  return (
    <>
      {who && <span className={styles.who}>{who}: </span>}
      {last.message}
    </>
  );
}

/** One chat in the list: the plan, its last message, when, and how many are unread. */
export function ChatListItem({ chat, me, now }: { chat: ChatSummary; me: number; now: Date }) {
  const host = chat.activity.user;
  const avatar = useAvatarUrl(host);
  const when = chat.last_message?.createdAt;
  const label = chat.activity.discipline?.name ?? chat.activity.type.name;
  return (
    <NavLink
      to={memberPaths.chat(chat.activity.id)}
      className={({ isActive }) =>
        [styles.item, isActive && styles.active].filter(Boolean).join(' ')
      }
    >
      <Avatar name={host.firstname} src={avatar} size={48} />
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.title}>{chatTitle(chat)}</span>
          {when && <time dateTime={when}>{shortWhen(when, now)}</time>}
        </span>
        <span className={styles.meta}>
          {label} · {chat.role === 'host' ? 'Organizas tú' : `Organiza ${host.firstname}`}
        </span>
        <span className={styles.bottom}>
          <span
            className={[styles.last, chat.unread > 0 && styles.unreadText]
              .filter(Boolean)
              .join(' ')}
          >
            <LastLine chat={chat} me={me} />
          </span>
          {chat.unread > 0 && (
            <span className={styles.badge} aria-label={`${chat.unread} sin leer`}>
              {chat.unread > 99 ? '99+' : chat.unread}
            </span>
          )}
        </span>
      </span>
    </NavLink>
  );
}
