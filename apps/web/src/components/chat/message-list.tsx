import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { buttonClassName } from '../ui/button';
import { useOnVisible } from '../../hooks/use-on-visible';
import { personName, usePerson } from '../../lib/chat/people';
import type { ChatMessage, ChatState } from '../../lib/chat/chat-state';
import { dayLabel, sameDay } from '../../lib/chat-time';
import { MessageBubble, PendingBubble } from './message-bubble';
import styles from './message-list.module.css';

/** Messages by one person less than this apart read as one run: the name is said once. */
const RUN_MS = 5 * 60_000;

/** How near the bottom (px) still counts as reading the latest: new messages scroll in. */
const NEAR_BOTTOM = 160;

function AuthorName({ id }: { id: number | null }) {
  const person = usePerson(id);
  if (id === null) return <>Cuenta eliminada</>;
  return <>{personName(person) ?? '…'}</>;
}

const pageBottom = () =>
  document.documentElement.scrollHeight - window.scrollY - window.innerHeight;

/**
 * The messages of a chat in the page's own scroll: days apart, runs by one person together,
 * mine on the right. It opens at the newest, keeps the place when older messages come in
 * above, follows new ones while the reader is at the bottom, and reports the unread messages
 * of others that are actually on screen while the page is in view.
 */
export function MessageList({
  state,
  me,
  others,
  now,
  loadingOlder,
  onLoadOlder,
  onSeen,
  onRetry,
  onOptions,
  start = 'Aquí empieza el chat del plan.',
}: {
  /** What the top of the history says once it is all loaded. */
  start?: string;
  state: ChatState;
  me: number;
  others: number;
  now: Date;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSeen: (ids: number[]) => void;
  onRetry: (clientId: string) => void;
  onOptions: (message: ChatMessage) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const first = state.messages[0]?.id;
  const last = state.messages.at(-1)?.id;
  const pendingCount = state.pending.length;
  const before = useRef({ first, last, pendingCount, height: 0, y: 0, atBottom: true });

  // Measured before each change is painted: where the reader was.
  useEffect(() => {
    const remember = () => {
      before.current.height = document.documentElement.scrollHeight;
      before.current.y = window.scrollY;
      before.current.atBottom = pageBottom() < NEAR_BOTTOM;
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('resize', remember);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('resize', remember);
    };
  }, []);

  useLayoutEffect(() => {
    const was = before.current;
    if (!opened.current && last !== undefined) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      opened.current = true;
    } else if (first !== was.first && last === was.last) {
      // Older messages came in above: the ones being read stay where they were.
      window.scrollTo(0, was.y + document.documentElement.scrollHeight - was.height);
    } else if (
      (last !== was.last || pendingCount > was.pendingCount) &&
      (was.atBottom || pendingCount > was.pendingCount)
    ) {
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
    before.current = {
      ...was,
      first,
      last,
      pendingCount,
      height: document.documentElement.scrollHeight,
      y: window.scrollY,
      atBottom: pageBottom() < NEAR_BOTTOM,
    };
  }, [first, last, pendingCount]);

  // Runs after the layout effect above has scrolled to the newest: the top is in view only
  // when the reader goes up, or when the chat is too short to fill the screen.
  useOnVisible(top, onLoadOlder, { enabled: state.hasOlder && !loadingOlder });

  // Unread messages of others, reported once on screen with the page in view.
  const seen = useEffectEvent(onSeen);
  useEffect(() => {
    const root = list.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<number>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (document.visibilityState !== 'visible' || inView.size === 0) return;
      seen([...inView]);
      inView.clear();
    };
    const schedule = () => {
      timer ??= setTimeout(flush, 300);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const id = Number((entry.target as HTMLElement).dataset.messageId);
        if (entry.isIntersecting) {
          inView.add(id);
          observer.unobserve(entry.target);
        }
      }
      schedule();
    });
    root.querySelectorAll('[data-unread]').forEach((row) => observer.observe(row));
    document.addEventListener('visibilitychange', schedule);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', schedule);
      if (timer) clearTimeout(timer);
    };
  }, [state.messages]);

  return (
    <div className={styles.wrap}>
      <div ref={top} className={styles.older}>
        {state.hasOlder ? (
          <button
            type="button"
            className={buttonClassName('light', { size: 'small' })}
            onClick={onLoadOlder}
            disabled={loadingOlder}
          >
            {loadingOlder ? 'Cargando…' : 'Ver mensajes anteriores'}
          </button>
        ) : (
          state.messages.length > 0 && <p className={styles.start}>{start}</p>
        )}
      </div>
      <ol ref={list} className={styles.list} aria-label="Mensajes">
        {state.messages.map((message, index) => {
          const previous = state.messages[index - 1];
          const newDay = !previous || !sameDay(previous.createdAt, message.createdAt);
          const run =
            !newDay &&
            previous !== undefined &&
            previous.userId === message.userId &&
            Date.parse(message.createdAt) - Date.parse(previous.createdAt) < RUN_MS;
          const mine = message.userId === me;
          return [
            newDay && (
              <li key={`day-${message.id}`} className={styles.day}>
                <span>{dayLabel(message.createdAt, now)}</span>
              </li>
            ),
            <MessageBubble
              key={message.id}
              message={message}
              mine={mine}
              first={!run}
              others={others}
              author={!mine && !run ? <AuthorName id={message.userId} /> : undefined}
              onOptions={onOptions}
            />,
          ];
        })}
        {state.pending.map((pending) => (
          <PendingBubble key={pending.clientId} pending={pending} onRetry={onRetry} />
        ))}
      </ol>
    </div>
  );
}
