import type { Message } from '@app/contract/activities';
import {
  deleteMessage,
  listMessages,
  markMessagesRead,
  newClientId,
  sendMessage,
  type ChatPath,
} from '@app/sdk/calls/messages';
import { PAGE_SIZE_MAX } from '@app/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { sdkClient } from '../../lib/sdk-client';
import { onLive } from '../member-live/live-events';
import { chatReducer, EMPTY_CHAT, newest, oldest } from './chat-state';

/** Messages per page of history. */
const PAGE_SIZE = 30;

export type ChatLoad = 'loading' | 'ready' | 'failed';

/**
 * One activity's chat, live: the newest page first, older pages on demand, what arrives on
 * the realtime channels, and a catch-up (`after` the newest message held) whenever the
 * connection comes back. Sends show at once with a client id; a failed one is retried with
 * the same id, so the server stores it once.
 */
export function useChat(activityId: number, path: ChatPath, me: number) {
  const [state, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [load, setLoad] = useState<ChatLoad>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  // The path's own value, so that effects do not restart for an equal new object.
  const pathKey = JSON.stringify(path);

  /** The newest page: where a chat opens (and starts again when it had nothing yet). */
  const latest = useEffectEvent((signal: AbortSignal) =>
    listMessages(sdkClient(), path, { order: 'desc', pageSize: PAGE_SIZE }, { signal }),
  );

  useEffect(() => {
    const controller = new AbortController();
    latest(controller.signal).then(
      (page) => {
        dispatch({
          type: 'history',
          messages: page.data,
          hasOlder: page.total > page.data.length,
        });
        setLoad('ready');
      },
      () => {
        if (!controller.signal.aborted) setLoad('failed');
      },
    );
    return () => controller.abort();
  }, [activityId, pathKey, attempt]);

  /** After a failed first load: "Reintentar". */
  const reload = useCallback(() => {
    setLoad('loading');
    setAttempt((count) => count + 1);
  }, []);

  /** Everything after the newest message held, in order, page by page. */
  const catchUp = useEffectEvent(async () => {
    const after = newest(stateRef.current);
    if (!after) {
      const page = await latest(new AbortController().signal);
      dispatch({ type: 'received', messages: page.data });
      return;
    }
    for (let page = 1; ; page++) {
      const answer = await listMessages(sdkClient(), path, {
        after: after.id,
        page,
        pageSize: PAGE_SIZE_MAX,
      });
      dispatch({ type: 'received', messages: answer.data });
      if (answer.current_page >= answer.last_page) return;
    }
  });

  const onEvent = useEffectEvent((kind: string, payload: unknown) => {
    if (kind === 'activity-message-new' || kind === 'activity-message-delete') {
      const message = payload as Message;
      if (message.activityId !== activityId) return;
      if (kind === 'activity-message-new') dispatch({ type: 'received', messages: [message] });
      else dispatch({ type: 'deleted', id: message.id });
    }
    if (kind === 'activity-message-read') {
      // My other devices hear what I read; I hear who read mine (only my own ids reach me).
      const ids = new Set((payload as { ids: number[] }).ids);
      const held = stateRef.current.messages.filter((message) => ids.has(message.id));
      const mine = held.filter((message) => message.userId === me).map((message) => message.id);
      const others = held.filter((message) => message.userId !== me).map((message) => message.id);
      if (mine.length > 0) dispatch({ type: 'read-by-other', ids: mine });
      if (others.length > 0) dispatch({ type: 'read-by-me', ids: others });
    }
  });

  useEffect(() => {
    const offEvent = onLive('event', (event) => onEvent(event.kind, event.payload));
    const offBack = onLive('reconnected', () => void catchUp().catch(() => undefined));
    return () => {
      offEvent();
      offBack();
    };
  }, []);

  const loadOlder = useCallback(async () => {
    const first = oldest(stateRef.current);
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await listMessages(sdkClient(), JSON.parse(pathKey) as ChatPath, {
        order: 'desc',
        before: first.id,
        pageSize: PAGE_SIZE,
      });
      dispatch({ type: 'history', messages: page.data, hasOlder: page.total > page.data.length });
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder, pathKey]);

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      try {
        const stored = await sendMessage(sdkClient(), JSON.parse(pathKey) as ChatPath, text, {
          clientId,
        });
        dispatch({ type: 'received', messages: [stored] });
        void queryClient.invalidateQueries({ queryKey: ['chats'] });
      } catch {
        dispatch({ type: 'failed', clientId });
      }
    },
    [pathKey, queryClient],
  );

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      dispatch({
        type: 'sending',
        pending: { clientId, message: text, createdAt: new Date().toISOString() },
      });
      void deliver(clientId, text);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = stateRef.current.pending.find((send) => send.clientId === clientId);
      if (!pending) return;
      dispatch({ type: 'retrying', clientId });
      void deliver(clientId, pending.message);
    },
    [deliver],
  );

  const remove = useCallback(
    async (id: number) => {
      await deleteMessage(sdkClient(), activityId, id);
      dispatch({ type: 'deleted', id });
      void queryClient.invalidateQueries({ queryKey: ['chats'] });
    },
    [activityId, queryClient],
  );

  /** Marks messages read once they are seen; the SDK lowers the unread counter. */
  const markSeen = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0) return;
      dispatch({ type: 'read-by-me', ids });
      try {
        await markMessagesRead(sdkClient(), activityId, ids);
        void queryClient.invalidateQueries({ queryKey: ['chats'] });
      } catch {
        // Still unread on the server: the next visit marks them again.
      }
    },
    [activityId, queryClient],
  );

  return { state, load, reload, loadingOlder, loadOlder, send, retry, remove, markSeen };
}
