import { peopleInPlan, type Activity } from '@app/contract/activities';
import type { ReportSubject } from '@app/contract/reports';
import type { ChatPath } from '@app/sdk/calls/messages';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../ui/button';
import { ModalSheet } from '../ui/modal-sheet';
import { timestamp } from '../../hooks/use-countdown';
import { memberPaths } from '../../lib/paths';
import { useLiveStatus } from '../../lib/live/use-live-status';
import { ReportSheet } from '../report/report-sheet';
import type { ChatMessage } from '../../lib/chat/chat-state';
import { useChat } from '../../lib/chat/use-chat';
import { Composer } from './composer';
import { MessageList } from './message-list';
import styles from './chat-view.module.css';
import { plural } from '@app/contract/spanish-plural';

/** The chat of one plan: who is in it, the messages, and the field to write. */
export function ChatView({
  activity,
  path,
  me,
}: {
  activity: Activity;
  path: ChatPath;
  me: number;
}) {
  const chat = useChat(activity.id, path, me);
  // The plan's one count of people (the contract's), the same on every member's screen.
  const people = peopleInPlan(activity);
  return (
    <ChatPanel
      chat={chat}
      me={me}
      // Host and matched people, minus me: who a "Leído" speaks for.
      others={activity.matchedCount}
      label="Chat del plan"
      reportSubject="message"
      empty="Saluda y quedad en los detalles: punto de encuentro, qué llevar, a qué hora."
      header={
        <Link to={memberPaths.activity(activity.id)} className={styles.plan}>
          <span className={styles.planName}>{activity.description.split('\n')[0]}</span>
          <span className={styles.planMeta}>
            {activity.discipline?.name ?? activity.type.name} · {plural(people, 'persona')} · Ver el
            plan
          </span>
        </Link>
      }
    />
  );
}

/**
 * A chat's body, whatever it belongs to: its heading, the messages, the field to write, and
 * the sheets to delete one's own message or report another's.
 */
export function ChatPanel({
  chat,
  me,
  others,
  label,
  header,
  empty,
  start,
  reportSubject,
}: {
  /** The top of the history ("Aquí empieza el chat del plan."). */
  start?: string;
  chat: ReturnType<typeof useChat>;
  me: number;
  /** How many people besides me read the chat: whom a "Leído" speaks for. */
  others: number;
  label: string;
  header: ReactNode;
  /** What the empty chat suggests. */
  empty: string;
  reportSubject: ReportSubject;
}) {
  const live = useLiveStatus();
  const [options, setOptions] = useState<ChatMessage>();
  const [deleting, setDeleting] = useState(false);
  const [now] = useState(() => new Date(timestamp()));

  const remove = async (message: ChatMessage) => {
    setDeleting(true);
    try {
      await chat.remove(message.id);
      setOptions(undefined);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className={styles.chat} aria-label={label}>
      <header className={styles.head}>
        {header}
        {live !== 'connected' && (
          <p className={styles.live} role="status">
            {live === 'connecting' ? 'Conectando…' : 'Sin conexión en directo: reconectando…'}
          </p>
        )}
      </header>

      {chat.load === 'loading' && <p className={styles.note}>Cargando mensajes…</p>}
      {chat.load === 'failed' && (
        <div className={styles.note} role="alert">
          <p>No hemos podido cargar los mensajes. Comprueba tu conexión.</p>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={chat.reload}
          >
            Reintentar
          </button>
        </div>
      )}
      {chat.load === 'ready' &&
        chat.state.messages.length === 0 &&
        chat.state.pending.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Aún no hay mensajes</p>
            <p>{empty}</p>
          </div>
        )}
      {(chat.load === 'ready' || chat.state.pending.length > 0) && (
        <MessageList
          state={chat.state}
          me={me}
          others={others}
          now={now}
          loadingOlder={chat.loadingOlder}
          onLoadOlder={() => void chat.loadOlder()}
          onSeen={(ids) => void chat.markSeen(ids)}
          onRetry={chat.retry}
          onOptions={setOptions}
          {...(start ? { start } : {})}
        />
      )}
      {/* A message written while the history loads is sent at once and shown as pending; the
          history merges around it when it arrives (only a failed load stops the composer). */}
      <Composer onSend={chat.send} disabled={chat.load === 'failed'} />

      {options && options.userId !== me && (
        <ReportSheet
          subject={reportSubject}
          id={options.id}
          title="Denunciar este mensaje"
          onClose={() => setOptions(undefined)}
        />
      )}
      {options && options.userId === me && (
        <ModalSheet title="Tu mensaje" onClose={() => setOptions(undefined)}>
          <blockquote className={styles.quote}>{options.message}</blockquote>
          <p>Si lo eliminas, desaparecerá también para el resto del chat.</p>
          <div className={styles.sheetActions}>
            <button
              type="button"
              className={buttonClassName('primary')}
              disabled={deleting}
              onClick={() => void remove(options)}
            >
              {deleting ? 'Eliminando…' : 'Eliminar mensaje'}
            </button>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => setOptions(undefined)}
            >
              Cancelar
            </button>
          </div>
        </ModalSheet>
      )}
    </section>
  );
}
