import type { Message } from '@app/contract/activities';
import type { ConversationMessage, ConversationReadEvent } from '@app/contract/conversations';
import type { Paged } from '@app/contract/paging';
import {
  deleteConversationMessage,
  listConversationMessages,
  markConversationRead,
  sendConversationMessage,
} from '@app/sdk/calls/conversations';
import {
  deleteMessage,
  listMessages,
  markMessagesRead,
  newClientId,
  sendMessage,
  type ChatPath,
  type MessageListQuery,
} from '@app/sdk/calls/messages';
import { PAGE_SIZE_MAX } from '@app/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { sdkClient } from '../sdk-client';
import { onLive } from '../live/live-events';
import {
  chatReducer,
  EMPTY_CHAT,
  newest,
  oldest,
  type ChatAction,
  type ChatMessage,
  type ChatState,
} from './chat-state';
import { chatKeys, conversationKeys } from '../query-keys';

/** Messages per page of history. */
const PAGE_SIZE = 30;

export type ChatLoad = 'loading' | 'ready' | 'failed';

/**
 * Where a chat's messages come from and go to: an activity's chat or a conversation. `key`
 * names the chat (effects start again for another); `onEvent` says what a live event changes
 * in it ('refresh': read its newest page again).
 */
export type ChatSource = {
  key: string;
  listKey: readonly unknown[];
  list(query: MessageListQuery, signal?: AbortSignal): Promise<Paged<ChatMessage>>;
  send(text: string, clientId: string): Promise<ChatMessage>;
  remove(id: number): Promise<unknown>;
  markSeen(ids: number[], state: ChatState): Promise<unknown>;
  onEvent(kind: string, payload: unknown, state: ChatState, me: number): ChatAction[] | 'refresh';
};

/**
 * One chat, live: the newest page first, older pages on demand, what arrives on
 * the realtime channels, and a catch-up (`after` the newest message held) whenever the
 * connection comes back. Sends show at once with a client id; a failed one is retried with
 * the same id, so the server stores it once.
 */
function useChatEngine(source: ChatSource, me: number) {
  const [state, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [load, setLoad] = useState<ChatLoad>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const { key } = source;
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  }, [source]);

  /** The newest page: where a chat opens (and starts again when it had nothing yet). */
  const latest = useEffectEvent((signal: AbortSignal) =>
    source.list({ order: 'desc', pageSize: PAGE_SIZE }, signal),
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
  }, [key, attempt]);

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
      const answer = await source.list({ after: after.id, page, pageSize: PAGE_SIZE_MAX });
      dispatch({ type: 'received', messages: answer.data });
      if (answer.current_page >= answer.last_page) return;
    }
  });

  const onEvent = useEffectEvent((kind: string, payload: unknown) => {
    const answer = source.onEvent(kind, payload, stateRef.current, me);
    if (answer === 'refresh') {
      void latest(new AbortController().signal).then(
        (page) => dispatch({ type: 'received', messages: page.data }),
        () => undefined,
      );
      return;
    }
    for (const action of answer) dispatch(action);
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
      const page = await sourceRef.current.list({
        order: 'desc',
        before: first.id,
        pageSize: PAGE_SIZE,
      });
      dispatch({ type: 'history', messages: page.data, hasOlder: page.total > page.data.length });
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder]);

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      try {
        const stored = await sourceRef.current.send(text, clientId);
        dispatch({ type: 'received', messages: [stored] });
        void queryClient.invalidateQueries({ queryKey: sourceRef.current.listKey });
      } catch {
        dispatch({ type: 'failed', clientId });
      }
    },
    [queryClient],
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
      await sourceRef.current.remove(id);
      dispatch({ type: 'deleted', id });
      void queryClient.invalidateQueries({ queryKey: sourceRef.current.listKey });
    },
    [queryClient],
  );

  /** Marks messages read once they are seen; the SDK lowers the unread counter. */
  const markSeen = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0) return;
      dispatch({ type: 'read-by-me', ids });
      try {
        await sourceRef.current.markSeen(ids, stateRef.current);
        void queryClient.invalidateQueries({ queryKey: sourceRef.current.listKey });
      } catch {
        // Still unread on the server: the next visit marks them again.
      }
    },
    [queryClient],
  );

  return { state, load, reload, loadingOlder, loadOlder, send, retry, remove, markSeen };
}

/** An activity's chat, through the activity (host) or the match (a matched member). */
export function useChat(activityId: number, path: ChatPath, me: number) {
  const pathKey = JSON.stringify(path);
  const source = useMemo((): ChatSource => {
    const chat = JSON.parse(pathKey) as ChatPath;
    return {
      key: `activity:${activityId}:${pathKey}`,
      listKey: chatKeys.list,
      list: (query, signal) => listMessages(sdkClient(), chat, query, { signal }),
      send: (text, clientId) => sendMessage(sdkClient(), chat, text, { clientId }),
      remove: (id) => deleteMessage(sdkClient(), activityId, id),
      markSeen: (ids) => markMessagesRead(sdkClient(), activityId, ids),
      onEvent(kind, payload, state) {
        if (kind === 'activity-message-new' || kind === 'activity-message-delete') {
          const message = payload as Message;
          if (message.activityId !== activityId) return [];
          return kind === 'activity-message-new'
            ? [{ type: 'received', messages: [message] }]
            : [{ type: 'deleted', id: message.id }];
        }
        if (kind !== 'activity-message-read') return [];
        // My other devices hear what I read; I hear who read mine (only my own ids reach me).
        const ids = new Set((payload as { ids: number[] }).ids);
        const held = state.messages.filter((message) => ids.has(message.id));
        const mine = held.filter((message) => message.userId === me).map((message) => message.id);
        const others = held.filter((message) => message.userId !== me).map((message) => message.id);
        const actions: ChatAction[] = [];
        if (mine.length > 0) actions.push({ type: 'read-by-other', ids: mine });
        if (others.length > 0) actions.push({ type: 'read-by-me', ids: others });
        return actions;
      },
    };
  }, [activityId, pathKey, me]);
  return useChatEngine(source, me);
}

/**
 * A private conversation or a group's chat (decision 0026): reading is "up to the newest
 * seen", and a receipt from someone else reads the newest page again for its counts.
 */
export function useConversationChat(conversationId: number, me: number) {
  const source = useMemo(
    (): ChatSource => ({
      key: `conversation:${conversationId}`,
      listKey: conversationKeys.all,
      list: (query, signal) =>
        listConversationMessages(sdkClient(), conversationId, query, { signal }),
      send: (text, clientId) =>
        sendConversationMessage(sdkClient(), conversationId, text, { clientId }),
      remove: (id) => deleteConversationMessage(sdkClient(), conversationId, id),
      markSeen(ids, state) {
        const seen = new Set(ids);
        const last = state.messages.filter((message) => seen.has(message.id)).at(-1);
        return last
          ? markConversationRead(sdkClient(), conversationId, last.id)
          : Promise.resolve();
      },
      onEvent(kind, payload, state) {
        if (kind === 'conversation-message-new' || kind === 'conversation-message-delete') {
          const message = payload as ConversationMessage;
          if (message.conversationId !== conversationId) return [];
          return kind === 'conversation-message-new'
            ? [{ type: 'received', messages: [message] }]
            : [{ type: 'deleted', id: message.id }];
        }
        if (kind !== 'conversation-read') return [];
        const read = payload as ConversationReadEvent;
        if (read.conversation_id !== conversationId) return [];
        if (read.user_id !== me) return 'refresh';
        const ids = state.messages
          .filter((message) => message.seq <= read.seq && message.userId !== me && !message.readed)
          .map((message) => message.id);
        return ids.length > 0 ? [{ type: 'read-by-me', ids }] : [];
      },
    }),
    [conversationId, me],
  );
  return useChatEngine(source, me);
}
