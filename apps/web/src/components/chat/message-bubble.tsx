import type { ReactNode } from 'react';
import { MoreIcon } from '../icons/app-icons';
import type { ChatMessage, PendingMessage } from '../../lib/chat/chat-state';
import { timeOfDay } from '../../lib/chat-time';
import styles from './message-list.module.css';

/** What a sender sees under their own message: on its way, failed, sent or read. */
function receipt(message: ChatMessage, others: number): string {
  if (message.read_by === 0) return 'Enviado';
  if (others > 1 && message.read_by < others) return `Leído por ${message.read_by}`;
  return 'Leído';
}

/** A stored message: the author's name on the first of a run, the text, the time. */
export function MessageBubble({
  message,
  mine,
  author,
  first,
  others,
  onOptions,
}: {
  message: ChatMessage;
  mine: boolean;
  /** The author's name, on the first message of a run by someone else. */
  author: ReactNode;
  first: boolean;
  /** How many others are in the chat: "Leído" means all of them. */
  others: number;
  onOptions: (message: ChatMessage) => void;
}) {
  return (
    <li
      className={[styles.row, mine ? styles.mine : styles.theirs, first && styles.first]
        .filter(Boolean)
        .join(' ')}
      data-message-id={message.id}
      data-unread={!mine && !message.readed ? '' : undefined}
    >
      {mine && (
        <button
          type="button"
          className={styles.options}
          aria-label="Opciones del mensaje"
          onClick={() => onOptions(message)}
        >
          <MoreIcon size={18} />
        </button>
      )}
      <div className={styles.bubble}>
        {author && <p className={styles.author}>{author}</p>}
        <p className={styles.text}>{message.message}</p>
        <p className={styles.meta}>
          <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
          {mine && <span className={styles.receipt}> · {receipt(message, others)}</span>}
        </p>
      </div>
      {!mine && (
        // Someone else's message: its one option is reporting it.
        <button
          type="button"
          className={styles.options}
          aria-label="Denunciar este mensaje"
          onClick={() => onOptions(message)}
        >
          <MoreIcon size={18} />
        </button>
      )}
    </li>
  );
}

/** One of my sends not yet stored: on its way, or failed with a way to try again. */
export function PendingBubble({
  pending,
  onRetry,
}: {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
}) {
  const failed = pending.status === 'failed';
  return (
    <li className={[styles.row, styles.mine, failed && styles.failed].filter(Boolean).join(' ')}>
      <div className={styles.bubble}>
        <p className={styles.text}>{pending.message}</p>
        <p className={styles.meta}>
          {failed ? (
            <>
              <span className={styles.receipt}>No se ha enviado.</span>{' '}
              <button
                type="button"
                className={styles.retry}
                onClick={() => onRetry(pending.clientId)}
              >
                Reintentar
              </button>
            </>
          ) : (
            <span className={styles.receipt}>Enviando…</span>
          )}
        </p>
      </div>
    </li>
  );
}
