import type { Message } from '@app/contract/activities';

/**
 * What a chat shows of a message: the activity chat's and a conversation's (decision 0026)
 * share these fields, so one chat view shows either.
 */
export type ChatMessage = Pick<
  Message,
  'id' | 'seq' | 'userId' | 'message' | 'type' | 'client_id' | 'createdAt' | 'readed' | 'read_by'
>;

/** A message of mine on its way: shown at once, replaced by the stored one when it returns. */
export type PendingMessage = {
  clientId: string;
  message: string;
  createdAt: string;
  status: 'sending' | 'failed';
};

/**
 * One open chat: the stored messages in send order (`seq`), unique by id; my sends not yet
 * confirmed; and whether older history remains on the server.
 */
export type ChatState = {
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
};

export const EMPTY_CHAT: ChatState = { messages: [], pending: [], hasOlder: false };

export type ChatAction =
  /** Messages from the server (a page, a catch-up, a live event, a confirmed send). */
  | { type: 'received'; messages: ChatMessage[] }
  /** The oldest page arrived: whether more remains before it. */
  | { type: 'history'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'deleted'; id: number }
  /** Others read these messages of mine: one more reader each (a read event). */
  | { type: 'read-by-other'; ids: number[] }
  /** I read these messages. */
  | { type: 'read-by-me'; ids: number[] }
  | { type: 'sending'; pending: Omit<PendingMessage, 'status'> }
  | { type: 'failed'; clientId: string }
  | { type: 'retrying'; clientId: string };

/** Merges messages into the list: each id once (the newer copy wins), in `seq` order. */
function merge(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return known;
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Sends that came back as stored messages stop being pending (matched by client id). */
function settle(pending: PendingMessage[], incoming: ChatMessage[]): PendingMessage[] {
  const stored = new Set(incoming.map((message) => message.client_id).filter(Boolean));
  return stored.size === 0 ? pending : pending.filter((send) => !stored.has(send.clientId));
}

function setStatus(state: ChatState, clientId: string, status: PendingMessage['status']) {
  return {
    ...state,
    pending: state.pending.map((send) => (send.clientId === clientId ? { ...send, status } : send)),
  };
}

/**
 * The chat's reducer: what the screen shows after each thing that happens to it. A message
 * delivered twice (live and by a catch-up) is shown once; a send confirmed twice (its answer
 * and its live echo on another device) too.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'received':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        pending: settle(state.pending, action.messages),
      };
    case 'history':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        hasOlder: action.hasOlder,
      };
    case 'deleted':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
    case 'read-by-other': {
      const ids = new Set(action.ids);
      return {
        ...state,
        messages: state.messages.map((message) =>
          ids.has(message.id) ? { ...message, read_by: message.read_by + 1 } : message,
        ),
      };
    }
    case 'read-by-me': {
      const ids = new Set(action.ids);
      return {
        ...state,
        messages: state.messages.map((message) =>
          ids.has(message.id) ? { ...message, readed: true } : message,
        ),
      };
    }
    case 'sending':
      return { ...state, pending: [...state.pending, { ...action.pending, status: 'sending' }] };
    case 'failed':
      return setStatus(state, action.clientId, 'failed');
    case 'retrying':
      return setStatus(state, action.clientId, 'sending');
  }
}

/** The messages by others that I have not read yet: what seeing the chat marks read. */
export function unreadByMe(state: ChatState, me: number): number[] {
  return state.messages
    .filter((message) => !message.readed && message.userId !== me)
    .map((message) => message.id);
}

/** The newest stored message: where a catch-up after a break starts from. */
export const newest = (state: ChatState): ChatMessage | undefined => state.messages.at(-1);

/** The oldest stored message: where the next page of history ends. */
export const oldest = (state: ChatState): ChatMessage | undefined => state.messages[0];
